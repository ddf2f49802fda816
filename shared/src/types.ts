// @parlor/shared/types: the controller's wire types alone, for code outside the browser (the
// reference controller in server/).
export type * from './types/entities';
export type * from './types/telemetry';
export type * from './types/protection';
