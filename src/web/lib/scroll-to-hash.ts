/** Scrolls to the element named by the URL's hash, for pages rendered after the browser's own attempt. */
export function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView();
}
