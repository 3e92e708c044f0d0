/*
 * The seeded content's form embed: a stand-in for a forms provider's script, served by the
 * site itself so a local stack (npm start, the tests, the benches) loads it like a real
 * provider's, without the network. It fills each form container with a note saying so.
 * Editors replace the address with their provider's script (Fillout, Typeform, ...) in the CMS.
 */
(() => {
  for (const container of document.querySelectorAll("[data-form-embed-id]")) {
    if (container.querySelector("[data-placeholder-form]")) continue;
    const note = document.createElement("p");
    note.setAttribute("data-placeholder-form", container.getAttribute("data-form-embed-id") || "");
    // In the page's language, as a provider's form would be (issue 27).
    note.textContent =
      document.documentElement.lang === "it"
        ? "Il modulo di contatto comparirà qui quando lo script del fornitore dei moduli sarà impostato nel CMS."
        : "The contact form appears here once the forms provider's embed script is set in the CMS.";
    container.append(note);
  }
})();
