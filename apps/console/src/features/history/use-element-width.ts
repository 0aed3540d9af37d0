import { useLayoutEffect, useRef, useState } from 'react';

/** Before an element is laid out (or where nothing is, as in jsdom): a common chart width. */
const FALLBACK_WIDTH = 800;

/** An element's width in CSS pixels, followed as it resizes; for sizing what is fetched to what can be drawn. */
export function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || FALLBACK_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
