// Intl formatters, one per locale and options, kept for the life of the process. Building an
// Intl.DateTimeFormat costs far more than using one (ICU loads the locale and zone data each time), and
// pages format a date per row: /home's event rows made it the largest single function in its CPU profile.
// The keys are bounded (validated time zones × the few option sets the code uses); the cap guards the rest.
const CAP = 2000;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(store: Map<string, F>, key: string, make: () => F): F {
  let format = store.get(key);
  if (!format) {
    format = make();
    if (store.size < CAP) store.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
