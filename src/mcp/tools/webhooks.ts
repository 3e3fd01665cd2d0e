// MCP tools for the account's webhooks: which endpoints receive its events, and what happened to the deliveries of
// one (why an alert did not arrive). Reading only: creating, changing and resending stay with the REST API.
import { z } from "@hono/zod-openapi";
import { listDeliveries, listEndpoints } from "@/domain/webhooks";
import { DeliveryStatusSchema, EventTypeSchema, WebhookDeliverySchema, WebhookEndpointSchema } from "@/routes/webhooks/webhooks.schemas";
import { answer, idArg, MCP_PAGE_MAX, more, pageArgs, pageFields, pageInfo, plural, READ_ONLY, type ToolContext } from "../kit";

const EndpointPageSchema = z.object({ endpoints: z.array(WebhookEndpointSchema).max(MCP_PAGE_MAX), ...pageFields });
const DeliveryPageSchema = z.object({ deliveries: z.array(WebhookDeliverySchema).max(MCP_PAGE_MAX), ...pageFields });

type Endpoint = z.infer<typeof WebhookEndpointSchema>;
type Delivery = z.infer<typeof WebhookDeliverySchema>;

function describeEndpoint(e: Endpoint): string {
  const types = e.event_types.length === 0 ? "every event" : e.event_types.join(", ");
  const state = !e.active ? `off${e.disabled_reason ? ` (${e.disabled_reason})` : ""}` : e.failing_since ? `on, every attempt failing since ${e.failing_since}` : "on";
  return `endpoint ${e.id} ${e.url}${e.description ? ` "${e.description}"` : ""}: ${types}; ${state}`;
}

function describeDelivery(d: Delivery): string {
  const last = d.last_status_code !== null ? `last answer HTTP ${d.last_status_code}` : d.last_error ? `last error: ${d.last_error}` : "not attempted yet";
  const when = d.status === "succeeded" ? `delivered ${d.delivered_at}` : d.status === "pending" ? `next attempt ${d.next_attempt_at}` : "gave up";
  return `delivery ${d.id}: ${d.event.type} (${d.event.id}, ${d.event.created_at}), ${d.status} after ${plural(d.attempts, "attempt")}, ${when}; ${last}`;
}

export function registerWebhookTools({ server, caller, db }: ToolContext) {
  server.registerTool(
    "list_webhook_endpoints",
    {
      title: "List webhook endpoints",
      description:
        "The URLs that receive the account's events (audit completed or failed, report ready, visibility changed, credits low…): the event types each one takes, whether it is on, and whether its deliveries have been failing and since when. Secrets are never shown.",
      inputSchema: z.object({ active: z.boolean().optional().describe("Only endpoints that are on (true) or off (false)."), ...pageArgs }),
      outputSchema: EndpointPageSchema,
      annotations: READ_ONLY,
    },
    ({ active, page, per_page }) =>
      answer(caller, "webhooks:read", EndpointPageSchema, async () => {
        const { items, total } = await listEndpoints(db, caller.accountId, { active }, { page, per_page });
        const info = pageInfo(page, per_page, total);
        return { data: { endpoints: items, ...info }, text: `${plural(total, "webhook endpoint")}:\n${items.map((e) => `- ${describeEndpoint(e)}`).join("\n") || "(none)"}${more("list_webhook_endpoints", info)}` };
      }),
  );

  server.registerTool(
    "list_webhook_deliveries",
    {
      title: "List an endpoint's deliveries",
      description:
        "The events sent or to send to one webhook endpoint, newest first: each delivery's state (pending, succeeded, failed), attempts, the endpoint's last HTTP status or the error, and when the next attempt is due. Use it to find out why an alert did not arrive. Events are kept 30 days.",
      inputSchema: z.object({
        endpoint_id: idArg("The endpoint (list_webhook_endpoints gives it)."),
        status: DeliveryStatusSchema.optional().describe("Only deliveries in this state."),
        event_type: EventTypeSchema.optional().describe("Only deliveries of this event type."),
        ...pageArgs,
      }),
      outputSchema: DeliveryPageSchema,
      annotations: READ_ONLY,
    },
    ({ endpoint_id, status, event_type, page, per_page }) =>
      answer(caller, "webhooks:read", DeliveryPageSchema, async () => {
        const { items, total } = await listDeliveries(db, caller.accountId, endpoint_id, { status, event_type }, { page, per_page });
        const info = pageInfo(page, per_page, total);
        return {
          data: { deliveries: items, ...info },
          text: `${total} ${total === 1 ? "delivery" : "deliveries"} to endpoint ${endpoint_id}:\n${items.map((d) => `- ${describeDelivery(d)}`).join("\n") || "(none)"}${more("list_webhook_deliveries", info)}`,
        };
      }),
  );
}
