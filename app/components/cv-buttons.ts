// The classes of the CV pages' buttons and button-like links (/account/cv, /jobs/:id/cv): at
// least 44 px tall, label centred.
const CV_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold";

/** The main action: upload, draft a letter, or the link that leads to the upload. */
export const CV_PRIMARY_BUTTON = `${CV_BUTTON} bg-brand-700 text-white hover:bg-brand-800`;

/** Deleting the CV. */
export const CV_DELETE_BUTTON = `${CV_BUTTON} border border-red-700 bg-white text-red-800 hover:bg-red-50`;
