/**
 * The landing page's one behaviour: its phone menu (a <details>) closes when a section is
 * chosen, so the section is not covered. The page is pre-rendered and never hydrated (it is
 * all links: decision 10), so this is one listener on the document, not React's onClick, and
 * the landing page downloads no React.
 */
export function closePhoneMenuOnChoice(root: Document) {
  root.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest("details a[href^='#']");
    link?.closest("details")?.removeAttribute("open");
  });
}
