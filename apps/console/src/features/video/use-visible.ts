import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the element is on screen (IntersectionObserver) and the page is not hidden (another tab, minimised). */
export function useVisible(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  const pageVisible = useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== 'hidden');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView && pageVisible;
}
