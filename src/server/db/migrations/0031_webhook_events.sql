-- Webhook events raised by the database in the write's own transaction (issue 53, ADR 0033):
-- whatever route, job or import changed a show, tour, deal, contract, advance, guest list or
-- ticket count, its event (and one delivery per listening endpoint) commits with the write or
-- not at all. When no enabled endpoint of the workspace lists the event, a trigger costs one
-- indexed EXISTS (webhook_endpoints_workspace_idx) and writes nothing. Each event's data is an
-- explicit list of fields (src/domain/integrations/event-data.ts holds their schemas): never
-- money; a receiver reads the rest through the API with a token.

-- The transaction that raised an event: "once per show per transaction" events (an advance's
-- accepted answers, an import's ticket counts) look for their own txid before raising another.
-- Not in the drizzle schema: only these functions read or write it.
ALTER TABLE "webhook_events" ADD COLUMN "txid" bigint;--> statement-breakpoint
CREATE INDEX "webhook_events_txid_idx" ON "webhook_events" ("txid", "subject_id") WHERE "txid" IS NOT NULL;--> statement-breakpoint

CREATE FUNCTION "webhook_listens"(p_workspace text, p_type text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM webhook_endpoints
    WHERE workspace_id = p_workspace AND enabled AND p_type = ANY (events)
  )
$$;--> statement-breakpoint

-- Raises one event and its deliveries, once the caller knows an endpoint listens. p_once: at
-- most one event of this type and subject per transaction. A workspace being deleted (its row
-- already gone, its rows going by cascade) raises nothing.
CREATE FUNCTION "webhook_raise"(p_workspace text, p_type text, p_subject text, p_data jsonb, p_once boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id uuid;
  event_seq bigint;
BEGIN
  IF p_once AND EXISTS (
    SELECT 1 FROM webhook_events
    WHERE txid = txid_current() AND subject_id = p_subject AND type = p_type
  ) THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM workspaces WHERE id = p_workspace) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (workspace_id, type, subject_id, data, txid)
  VALUES (p_workspace, p_type, p_subject, p_data, txid_current())
  RETURNING id, seq INTO event_id, event_seq;
  INSERT INTO webhook_deliveries
    (workspace_id, endpoint_id, event_id, seq, subject_id, status, next_attempt_at, retry_until)
  SELECT p_workspace, e.id, event_id, event_seq, p_subject, 'pending', now(), now() + interval '24 hours'
  FROM webhook_endpoints e
  WHERE e.workspace_id = p_workspace AND e.enabled AND p_type = ANY (e.events);
END
$$;--> statement-breakpoint

-- A show's fields a receiver hears: where and when, and its negotiation status.
CREATE FUNCTION "webhook_show_data"(p_show_id uuid, p_tour_id uuid, p_venue_id uuid, p_date date, p_status text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'showId', p_show_id, 'tourId', p_tour_id,
    'tourTitle', (SELECT title FROM tours WHERE id = p_tour_id),
    'venueName', v.name, 'city', v.city, 'country', v.country,
    'date', p_date, 'status', p_status)
  FROM (SELECT 1) one LEFT JOIN venues v ON v.id = p_venue_id
$$;--> statement-breakpoint

-- show.confirmed, show.moved, show.cancelled. A confirmed show deleted (by hand or with its
-- tour) is cancelled with status "deleted" (its tour may already be gone: tourTitle null).
CREATE FUNCTION "webhook_show_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s tour_venues;
  confirmed boolean := false;
  moved boolean := false;
  cancelled boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN
    s := OLD;
    cancelled := OLD.status = 'confirmed';
  ELSE
    s := NEW;
    confirmed := NEW.status = 'confirmed' AND (TG_OP = 'INSERT' OR OLD.status <> 'confirmed');
    IF TG_OP = 'UPDATE' THEN
      moved := OLD.performance_date IS NOT NULL AND NEW.performance_date IS NOT NULL
        AND OLD.performance_date <> NEW.performance_date;
      cancelled := OLD.status = 'confirmed' AND NEW.status IN ('released', 'declined', 'pending');
    END IF;
  END IF;
  IF confirmed AND webhook_listens(s.workspace_id, 'show.confirmed') THEN
    PERFORM webhook_raise(s.workspace_id, 'show.confirmed', s.id::text,
      webhook_show_data(s.id, s.tour_id, s.venue_id, s.performance_date, s.status)
        || CASE WHEN TG_OP = 'UPDATE' THEN jsonb_build_object('previousStatus', OLD.status) ELSE '{}'::jsonb END,
      false);
  END IF;
  IF moved AND webhook_listens(s.workspace_id, 'show.moved') THEN
    PERFORM webhook_raise(s.workspace_id, 'show.moved', s.id::text,
      webhook_show_data(s.id, s.tour_id, s.venue_id, s.performance_date, s.status)
        || jsonb_build_object('previousDate', OLD.performance_date),
      false);
  END IF;
  IF cancelled AND webhook_listens(s.workspace_id, 'show.cancelled') THEN
    PERFORM webhook_raise(s.workspace_id, 'show.cancelled', s.id::text,
      webhook_show_data(s.id, s.tour_id, s.venue_id, s.performance_date,
        CASE WHEN TG_OP = 'DELETE' THEN 'deleted' ELSE NEW.status END)
        || jsonb_build_object('previousStatus', OLD.status),
      false);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_venues_webhook_insert" AFTER INSERT ON "tour_venues" FOR EACH ROW
  WHEN (NEW.status = 'confirmed') EXECUTE FUNCTION "webhook_show_events"();--> statement-breakpoint
CREATE TRIGGER "tour_venues_webhook_update" AFTER UPDATE OF "status", "performance_date" ON "tour_venues" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.performance_date IS DISTINCT FROM NEW.performance_date)
  EXECUTE FUNCTION "webhook_show_events"();--> statement-breakpoint
CREATE TRIGGER "tour_venues_webhook_delete" AFTER DELETE ON "tour_venues" FOR EACH ROW
  WHEN (OLD.status = 'confirmed') EXECUTE FUNCTION "webhook_show_events"();--> statement-breakpoint

-- The events of a show's parts: deal.settled, contract.executed, advance.accepted,
-- guest_list.closed, ticket_count.reported. TG_ARGV: the event type, the show column, and
-- "once" for one event per show per transaction (many rows, one happening).
CREATE FUNCTION "webhook_show_part_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(NEW);
  event_type text := TG_ARGV[0];
  show_id uuid := (row_data ->> TG_ARGV[1])::uuid;
  data jsonb;
BEGIN
  IF NOT webhook_listens(NEW.workspace_id, event_type) THEN
    RETURN NULL;
  END IF;
  data := jsonb_build_object('showId', show_id,
    'tourId', (SELECT tour_id FROM tour_venues WHERE id = show_id));
  IF event_type = 'deal.settled' THEN
    data := data || jsonb_build_object('dealId', NEW.id);
  ELSIF event_type = 'contract.executed' THEN
    data := data || jsonb_build_object('contractId', NEW.id, 'version', row_data -> 'version');
  END IF;
  PERFORM webhook_raise(NEW.workspace_id, event_type, show_id::text, data,
    TG_NARGS > 2 AND TG_ARGV[2] = 'once');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "venue_revenue_deals_webhook_insert" AFTER INSERT ON "venue_revenue_deals" FOR EACH ROW
  WHEN (NEW.is_settled) EXECUTE FUNCTION "webhook_show_part_event"('deal.settled', 'tour_venue_id');--> statement-breakpoint
CREATE TRIGGER "venue_revenue_deals_webhook_update" AFTER UPDATE OF "is_settled" ON "venue_revenue_deals" FOR EACH ROW
  WHEN (NEW.is_settled AND NOT OLD.is_settled) EXECUTE FUNCTION "webhook_show_part_event"('deal.settled', 'tour_venue_id');--> statement-breakpoint
CREATE TRIGGER "contracts_webhook_insert" AFTER INSERT ON "contracts" FOR EACH ROW
  WHEN (NEW.state = 'executed') EXECUTE FUNCTION "webhook_show_part_event"('contract.executed', 'show_id');--> statement-breakpoint
CREATE TRIGGER "contracts_webhook_update" AFTER UPDATE OF "state" ON "contracts" FOR EACH ROW
  WHEN (NEW.state = 'executed' AND OLD.state <> 'executed') EXECUTE FUNCTION "webhook_show_part_event"('contract.executed', 'show_id');--> statement-breakpoint
-- A venue's proposed answer accepted: it becomes the agreed value (confirmed, proposal cleared).
CREATE TRIGGER "advance_items_webhook_update" AFTER UPDATE OF "state", "proposed" ON "advance_items" FOR EACH ROW
  WHEN (NEW.state = 'confirmed' AND OLD.proposed IS NOT NULL AND NEW.proposed IS NULL) EXECUTE FUNCTION "webhook_show_part_event"('advance.accepted', 'show_id', 'once');--> statement-breakpoint
-- A manager locks the list. A cutoff passing is time, not a write: no event (the report says).
CREATE TRIGGER "guest_list_settings_webhook_insert" AFTER INSERT ON "guest_list_settings" FOR EACH ROW
  WHEN (NEW.locked) EXECUTE FUNCTION "webhook_show_part_event"('guest_list.closed', 'show_id');--> statement-breakpoint
CREATE TRIGGER "guest_list_settings_webhook_update" AFTER UPDATE OF "locked" ON "guest_list_settings" FOR EACH ROW
  WHEN (NEW.locked AND NOT OLD.locked) EXECUTE FUNCTION "webhook_show_part_event"('guest_list.closed', 'show_id');--> statement-breakpoint
CREATE TRIGGER "ticket_counts_webhook_insert" AFTER INSERT ON "ticket_counts" FOR EACH ROW
  EXECUTE FUNCTION "webhook_show_part_event"('ticket_count.reported', 'show_id', 'once');--> statement-breakpoint

-- tour.created and tour.changed (which of title, status, startDate, endDate changed).
CREATE FUNCTION "webhook_tour_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text := CASE WHEN TG_OP = 'INSERT' THEN 'tour.created' ELSE 'tour.changed' END;
  data jsonb;
  changed text[] := '{}';
BEGIN
  IF NOT webhook_listens(NEW.workspace_id, event_type) THEN
    RETURN NULL;
  END IF;
  data := jsonb_build_object('tourId', NEW.id, 'title', NEW.title, 'status', NEW.status,
    'startDate', NEW.start_date, 'endDate', NEW.end_date);
  IF TG_OP = 'UPDATE' THEN
    IF OLD.title IS DISTINCT FROM NEW.title THEN changed := changed || 'title'::text; END IF;
    IF OLD.status IS DISTINCT FROM NEW.status THEN changed := changed || 'status'::text; END IF;
    IF OLD.start_date IS DISTINCT FROM NEW.start_date THEN changed := changed || 'startDate'::text; END IF;
    IF OLD.end_date IS DISTINCT FROM NEW.end_date THEN changed := changed || 'endDate'::text; END IF;
    data := data || jsonb_build_object('changed', to_jsonb(changed));
  END IF;
  PERFORM webhook_raise(NEW.workspace_id, event_type, NEW.id::text, data, false);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tours_webhook_insert" AFTER INSERT ON "tours" FOR EACH ROW
  EXECUTE FUNCTION "webhook_tour_events"();--> statement-breakpoint
CREATE TRIGGER "tours_webhook_update" AFTER UPDATE OF "title", "status", "start_date", "end_date" ON "tours" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date)
  EXECUTE FUNCTION "webhook_tour_events"();
