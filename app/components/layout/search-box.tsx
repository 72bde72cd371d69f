import SearchIcon from 'lucide-react/icons/search';

/** The header search's box, in the header and in the menu: the field's own attributes. */
export const SEARCH_BOX = {
  name: 'q',
  type: 'search',
  placeholder: 'Search sarees, lehengas, kurtas…',
  autoComplete: 'off',
  maxLength: 100,
  className:
    'h-10 w-full rounded-full border border-linen bg-white pl-4 pr-10 text-sm placeholder:text-muted/70 focus-visible:border-maroon focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden',
} as const;

/** The magnifier that sends the search, inside the box's right end. */
export function SearchSubmit() {
  return (
    <button
      type="submit"
      className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-muted hover:text-maroon"
      aria-label="Search"
    >
      <SearchIcon className="size-4" aria-hidden="true" />
    </button>
  );
}
