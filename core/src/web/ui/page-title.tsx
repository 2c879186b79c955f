import { useEffect } from 'react';

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · speechdeck`;
  }, [title]);
}

/** A page's heading, which names the browser tab too. */
export function PageTitle({ children, id }: { children: string; id?: string }) {
  usePageTitle(children);
  return <h1 id={id}>{children}</h1>;
}
