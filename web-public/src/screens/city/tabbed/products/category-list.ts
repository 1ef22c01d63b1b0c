/** How many cards of a category show before 'Show all': the rest are one click away, in the same HTML. */
export const cardsShownFirst = 12;

/** A category's products cut into those shown at once and the rest, behind 'Show all'. */
export function splitForShowAll<T>(products: readonly T[]): { first: T[]; rest: T[] } {
  return { first: products.slice(0, cardsShownFirst), rest: products.slice(cardsShownFirst) };
}

/** The ids of a category's lists (the first cards, the rest), and what its filter button controls. */
export const categoryListIds = (index: number, productCount: number) => {
  const first = `tc-products-${index}`;
  return { first, rest: `${first}-more`, controls: productCount > cardsShownFirst ? `${first} ${first}-more` : first };
};
