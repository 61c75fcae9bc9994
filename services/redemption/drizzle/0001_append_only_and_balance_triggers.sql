-- Triggers drizzle-kit does not model. The ledger and the card actions are append-only.
CREATE FUNCTION "redemption"."refuse_ledger_change"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  raise exception 'redemption.ledger is append-only';
end $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_append_only" BEFORE UPDATE OR DELETE ON "redemption"."ledger"
  FOR EACH ROW EXECUTE FUNCTION "redemption"."refuse_ledger_change"();
--> statement-breakpoint
CREATE FUNCTION "redemption"."refuse_card_action_change"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  raise exception 'redemption.card_actions is append-only';
end $$;
--> statement-breakpoint
CREATE TRIGGER "card_actions_append_only" BEFORE UPDATE OR DELETE ON "redemption"."card_actions"
  FOR EACH ROW EXECUTE FUNCTION "redemption"."refuse_card_action_change"();
--> statement-breakpoint
-- Checked at commit, on the card as it is then: no transaction leaves a balance its latest ledger row does not explain.
CREATE FUNCTION "redemption"."check_balance_has_ledger_row"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if not exists (
    select 1
    from redemption.issued_cards card
    join lateral (
      select balance_after_cents, paid_after_cents, bonus_after_cents from redemption.ledger
      where card_id = card.id order by id desc limit 1
    ) latest on true
    where card.id = new.id
      and latest.balance_after_cents = card.balance_cents
      and latest.paid_after_cents = card.paid_balance_cents
      and latest.bonus_after_cents = card.bonus_balance_cents
  ) then
    raise exception 'the balance of gift card % has no ledger row', new.id;
  end if;
  return null;
end $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "issued_cards_balance_has_ledger_row"
  AFTER INSERT OR UPDATE OF balance_cents, paid_balance_cents, bonus_balance_cents ON "redemption"."issued_cards"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "redemption"."check_balance_has_ledger_row"();
