import { useEffect } from 'react';

/** The browser tab's title for a screen: its name, then the sections it sits in, then the product ('Notes · Studium'). */
export const pageTitle = (...names: string[]) => [...names, 'Studium'].join(' · ');

/** Sets the tab's title while the screen shows; nothing while `title` is undefined (the record is still loading). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
