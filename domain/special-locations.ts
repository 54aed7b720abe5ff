// The three display values a job's location takes when it names no place. They are stored in
// `jobs.location` as written here (English) and translated for display by the interface; this module
// holds nothing else so that a page can compare against them without loading the country tables.

export const LOCATION_NOT_SPECIFIED = "Location not specified";
export const LOCATION_REMOTE = "Remote";
export const LOCATION_MULTIPLE = "Multiple locations";
