/**
 * A filter bomb: a few hundred bytes whose blur and turbulence cover a region far larger
 * than the logo. Drawn as a logo (one stored before filters were refused), it keeps a render
 * process busy for many seconds, until the render's time limit ends it.
 */
export const FILTER_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><filter id="f" filterUnits="userSpaceOnUse" ' +
  'x="-240" y="-240" width="480" height="480"><feTurbulence baseFrequency=".9" numOctaves="9"/>' +
  '<feGaussianBlur stdDeviation="50"/><feGaussianBlur stdDeviation="50"/></filter>' +
  '<rect width="9" height="9" fill="#2e7d32" filter="url(#f)"/></svg>';
