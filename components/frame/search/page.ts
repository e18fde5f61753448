/**
 * SKELETON STUB (frame skeleton): /search/'s results without React, being written on the
 * h/search branch. `root` is the element with `data-search-page` (the page's form and its
 * results area, components/search/SearchPage.tsx); the query is in the address (?q=).
 */
export function mountSearchPage(root: HTMLElement): void {
  void root;
}
