import type { InputHTMLAttributes, Ref } from 'react';
import styles from './search.module.css';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  /** Shown above the box; otherwise read by screen readers only. */
  showLabel?: boolean;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}

/** The labelled query box of every search form: named `q`, so without scripts it submits. */
export function SearchField({
  id,
  label,
  showLabel = false,
  inputRef,
  onChange,
  ...input
}: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={styles.input}
        name="q"
        type="search"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
