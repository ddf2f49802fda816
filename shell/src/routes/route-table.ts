// The site's route table is plain data in @parlor/shared/release, read by the shell's router and
// by the site's page alike (docs/product-rules.md, "Routes").
export {
  isTournamentsPath,
  offeredRoutes,
  ROUTE_TABLE,
  type RouteSpec,
} from '@parlor/shared/release';
