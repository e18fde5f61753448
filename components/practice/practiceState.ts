'use client';

import { createContext, useContext } from 'react';
import type { Difficulty } from '@/lib/practice/types';
import type { ToggleFlag } from './model';

/** What a bank's shell (in its layout) shares with the topic page below it. */
export interface PracticeState {
  query: string;
  /** The difficulty filter: none chosen shows every difficulty. */
  difficulties: readonly Difficulty[];
  flags: Readonly<Record<string, boolean>>;
  onToggle: ToggleFlag;
  /** False in the pre-rendered HTML and during hydration, true once scripts run the page. */
  enhanced: boolean;
}

const PracticeContext = createContext<PracticeState>({
  query: '',
  difficulties: [],
  flags: {},
  onToggle: () => {},
  enhanced: false,
});

export const PracticeStateProvider = PracticeContext.Provider;
export const usePracticeState = () => useContext(PracticeContext);
