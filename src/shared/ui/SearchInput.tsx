import { useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';
import * as fieldStyles from './Field.css';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import * as styles from './SearchInput.css';
import { uiText } from './text';
import { visuallyHidden } from './VisuallyHidden.css';

export interface SearchInputProps {
  /** The committed search term (e.g. from the URL); the input follows its changes. */
  value: string;
  /** Called with the trimmed term after typing pauses, on Enter, on clear and on Escape. */
  onSearch: (term: string) => void;
  label?: string;
  labelVisible?: boolean;
  placeholder?: string;
  /** Pause before searching, in ms. */
  delay?: number;
  clearLabel?: string;
  className?: string;
}

/** Labelled search box with a debounced onSearch, a clear button, and Escape to clear. */
export function SearchInput({
  value,
  onSearch,
  label = uiText.search,
  labelVisible = false,
  placeholder,
  delay = 300,
  clearLabel = uiText.clearSearch,
  className,
}: SearchInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Follow outside changes (back button, a filter reset) without searching again.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const commit = (term: string) => {
    if (term === committed.current) return;
    committed.current = term;
    onSearchRef.current(term);
  };

  useEffect(() => {
    const term = text.trim();
    if (term === committed.current) return;
    const timer = setTimeout(() => commit(term), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  const clear = () => {
    setText('');
    commit('');
    inputRef.current?.focus();
  };

  return (
    <div className={cx(styles.wrapper, className)} role="search">
      <label htmlFor={id} className={labelVisible ? fieldStyles.label : visuallyHidden}>
        {label}
      </label>
      <div className={styles.box}>
        <Icon name="search" size={14} className={styles.icon} />
        <input
          ref={inputRef}
          id={id}
          type="search"
          className={cx(fieldStyles.control, styles.input)}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(text.trim());
            } else if (event.key === 'Escape' && text !== '') {
              event.preventDefault();
              event.stopPropagation();
              clear();
            }
          }}
        />
        {text !== '' && <IconButton icon="x" size="sm" label={clearLabel} className={styles.clear} onClick={clear} />}
      </div>
    </div>
  );
}
