// @parlor/shared/runtime-plugin: what the shell's federation runtime plugins need. They run in the
// entry chunk, before the async boundary negotiates React and the other singletons, so this
// entry must only reach leaf modules that import no shared singleton (a test walks its imports).
export { REMOTE_UNAVAILABLE } from './remotes/unavailable-marker';
export {
  describeSkew,
  findSharedSkew,
  manifestUrlOf,
  readRemoteManifest,
} from './release/shared-compat';
export { recordTelemetry } from './runtime/telemetry-queue';
export type { LoadFailure, LoadPhase, TelemetryRecord } from './runtime/telemetry-queue';
