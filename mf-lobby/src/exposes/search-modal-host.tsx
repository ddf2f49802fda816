import { SearchModalHost } from '../features/search/search-modal-host';

// No strings here: the modal registers the lobby namespace when its code loads on first open,
// so the host that every page mounts stays a few hundred bytes.

/** Mounted once by the shell's layout: the search modal on `search:open` or `?search`. */
export default function SearchModalHostExpose() {
  return <SearchModalHost />;
}
