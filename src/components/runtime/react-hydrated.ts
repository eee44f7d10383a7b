/**
 * Whether React has hydrated (or created) this element: React marks each DOM element it owns with its
 * props under a `__reactProps$…` key when it hydrates or creates it, the same since React 17. The
 * server's HTML inside a Suspense boundary React has not reached yet carries no such key: React will
 * still compare that HTML with its own render, so a script that rewrote it first makes hydration fail
 * (React error #418) and React throws the boundary's HTML away.
 */
export const isHydratedByReact = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
