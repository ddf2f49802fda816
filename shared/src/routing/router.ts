// Every app routes through these re-exports, never through react-router directly. The router then
// lives once, inside the @parlor/shared singleton (so a remote's links and hooks see the shell's
// router), and only what Parlor uses is bundled: a shared package is never tree-shaken, a
// re-export is.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, Params } from 'react-router-dom';
export { Navigate } from './navigate';
