-- Access tokens carry users.session_version; raising it ends every access token of the user at once.
-- Triggers, so every path that changes these facts (the app, the ingestion API, an operator's SQL)
-- revokes without anyone remembering to.
CREATE OR REPLACE FUNCTION raise_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.session_version := OLD.session_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_version_tg
  BEFORE UPDATE OF password_hash, email, is_active ON users
  FOR EACH ROW
  WHEN (
    OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.is_active IS DISTINCT FROM NEW.is_active
  )
  EXECUTE FUNCTION raise_session_version();
--> statement-breakpoint
-- An unlinked company must leave the token's scope now, not at the next renewal. A new link only
-- widens the scope, so it waits for the next renewal.
CREATE OR REPLACE FUNCTION raise_session_version_of_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET session_version = session_version + 1 WHERE id = OLD.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_companies_session_version_tg
  AFTER UPDATE OR DELETE ON user_companies
  FOR EACH ROW
  EXECUTE FUNCTION raise_session_version_of_link();
