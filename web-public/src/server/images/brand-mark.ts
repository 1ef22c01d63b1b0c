/** The brand's mark: a leaf in the brand's green, the source of every icon and of the share pictures. */
export const brandGreen = '#1e5631';
const leafPath = 'M27 4C13 4 5 11 5 21c0 3 1 5 2 7 2-7 7-12 14-15-6 4-10 9-12 16 2 1 4 1 6 1 10 0 13-11 12-26z';

/** The leaf alone on a transparent ground (the favicon). */
export const leafSvg = (color = brandGreen) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="${color}" d="${leafPath}"/></svg>`;

/** The leaf, white on a green square with a margin (home-screen icons and the logo: they are shown on any ground). */
export const tileSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brandGreen}"/>` +
  `<g transform="translate(4 4) scale(0.75)"><path fill="#ffffff" d="${leafPath}"/></g></svg>`;
