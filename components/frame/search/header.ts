/**
 * SKELETON STUB (frame skeleton): the header search without React is being written on the
 * h/search branch. Contract used by ../frame.ts:
 * - mountHeaderSearch is called once, on the first focus of the form, click or focus of the
 *   phone button, or `/`; text typed before it arrived is in `input.value` and must be used.
 * - it attaches its own listeners from then on (input, arrows, Enter, Escape, outside click,
 *   later phone-button clicks); frame.ts keeps handling `/` and calls openPhonePanel() when the
 *   box is hidden (phones).
 * - it must not change markup React rendered before `whenHydrated()` resolves (practice and
 *   drill pages); what it adds goes into elements of its own.
 */
export interface HeaderSearch {
  openPhonePanel(): void;
}

export function mountHeaderSearch(parts: {
  form: HTMLFormElement;
  input: HTMLInputElement;
  phoneButton: HTMLButtonElement | null;
}): HeaderSearch {
  // Until the module lands, the phone button submits to /search/ like the form does.
  return { openPhonePanel: () => parts.form.requestSubmit() };
}
