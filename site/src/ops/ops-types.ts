// What the ops console is given: the site's store (operators, sessions, audit log) and the remotes
// operations bound to the operator who asks, so every change is written under their name.
import type {
  CanaryRequest,
  CasinoOverview,
  OperationContext,
  OperationResult,
  PreviewRequest,
  RemoteInfo,
  RemoteRequest,
  SetRequest,
} from '../operations/operation-types';
import type { SiteStore } from '../state/site-store';
import type { OidcClient } from './oidc/oidc-client';
import type { OidcSettings } from './oidc/oidc-settings';
import type { SummaryRow } from '../telemetry/telemetry-summary';

/** The operations of operation-types.ts with their context already bound (one operator's). */
export interface OperationsApi {
  setRemote(request: SetRequest): Promise<OperationResult>;
  rollbackRemote(request: RemoteRequest): Promise<OperationResult>;
  startCanary(request: CanaryRequest): Promise<OperationResult>;
  promoteCanary(request: RemoteRequest): Promise<OperationResult>;
  abortCanary(request: RemoteRequest): Promise<OperationResult>;
  createPreview(request: PreviewRequest): Promise<OperationResult>;
  endPreview(request: { id: string }): Promise<OperationResult>;
  casinoOverview(casino: string): Promise<CasinoOverview>;
  casinoHealth(casino: string, since: Date): Promise<SummaryRow[]>;
}

/** The operations as remote-operations.ts exports them: each takes its context first. */
export interface RemoteOperationsModule {
  setRemote(ctx: OperationContext, request: SetRequest): Promise<OperationResult>;
  rollbackRemote(ctx: OperationContext, request: RemoteRequest): Promise<OperationResult>;
  startCanary(ctx: OperationContext, request: CanaryRequest): Promise<OperationResult>;
  promoteCanary(ctx: OperationContext, request: RemoteRequest): Promise<OperationResult>;
  abortCanary(ctx: OperationContext, request: RemoteRequest): Promise<OperationResult>;
  createPreview(ctx: OperationContext, request: PreviewRequest): Promise<OperationResult>;
  endPreview(ctx: OperationContext, request: { id: string }): Promise<OperationResult>;
  casinoOverview(ctx: OperationContext, casino: string): Promise<CasinoOverview>;
  casinoHealth(ctx: OperationContext, casino: string, since: Date): Promise<SummaryRow[]>;
}

export interface OpsConsoleOptions {
  /** the operations host name (PARLOR_OPS_HOST), e.g. ops.localhost; `host:port` to pin a port */
  opsHost: string;
  store: SiteStore;
  /** the operations as the named operator: their name goes into the audit log */
  operationsFor(operator: string): OperationsApi;
  /** the casino keys the site fronts */
  casinos: readonly string[];
  remotes: readonly RemoteInfo[];
  /** Secure cookies (the ops host is served over https) */
  secureCookies: boolean;
  /** the casino's own address a preview link opens on (undefined: the operations' default) */
  previewSiteOf?(casino: string): string | undefined;
  /** PARLOR_BASE_PATH, when the site is served under a sub-path */
  basePath?: string;
  now?(): Date;
  /** per client address and per user name, in the window (default 10 in 15 minutes) */
  loginFailures?: { max: number; windowMs: number };
  /** an operator's changes a minute (default 60) */
  actionsPerMinute?: number;
  /** signing in through the company's OpenID Connect provider too (none: local accounts only) */
  oidc?: OidcSettings;
  /** the client of that provider (tests); else made from `oidc` */
  oidcClient?: OidcClient;
  /** where unexpected errors go (the site's logger) */
  onError?(error: unknown): void;
}
