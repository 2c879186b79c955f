import { useState, type RefObject } from 'react';

/**
 * A stable ref to the element with `id`. Core's Dialog takes the element to focus first as a ref,
 * and the kit's fields take an id but no ref: this hands the Dialog the field by its id.
 */
export function useElementById(id: string): RefObject<HTMLElement | null> {
  const [ref] = useState(() => ({
    get current() {
      return document.getElementById(id);
    },
  }));
  return ref;
}
