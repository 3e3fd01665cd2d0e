// Signed webhooks: the events written in the statements that cause them, the endpoints agencies register, and each
// delivery (signing, retries, giving up).
export {
  deliver, deliveryOptions, DISABLE_AFTER_DAYS, MAX_DELIVERY_ATTEMPTS, overdueDeliveryIds, pruneEvents, RETRY_DELAYS_SECONDS,
} from "./delivery";
export {
  createEndpoint, deleteEndpoint, getEndpoint, listDeliveries, listEndpoints, MAX_ENDPOINTS, resendDelivery,
  rotateSecret, ROTATION_OVERLAP_HOURS, updateEndpoint,
} from "./endpoints";
export {
  auditEventData, DELIVERY_IDS, deliveryIdsOf, EVENT_CTES, EVENT_TYPE_NAMES, EVENT_TYPES, isoText, visibilityChange,
} from "./events";
export type { EventType } from "./events";
