/**
 * 'smooth' unless the visitor's system asks for reduced motion: a smooth scroll is motion too, and the
 * stylesheet's reduced-motion rule cannot reach a scroll the code asks for (src/index.css).
 */
export function preferredScrollBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
