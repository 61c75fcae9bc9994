-- A trigram index for searching a part of a name or email, where the engine has pg_trgm (PostgreSQL's contrib; the
-- embedded engine searches without it). drizzle-kit does not model an index that may be missing.
DO $$ begin
  create extension if not exists pg_trgm;
  execute 'create index customers_search on analytics.customers using gin (search_text gin_trgm_ops)';
exception when others then null;
end $$;
