import type Database from 'better-sqlite3';

/**
 * Versioned schema. Each entry runs once, in order, inside a transaction; the applied version is
 * kept in `PRAGMA user_version`. Append new migrations; never edit an applied one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE categories (
    name     TEXT PRIMARY KEY,
    position INTEGER NOT NULL
  );

  CREATE TABLE packages (
    package_id     INTEGER PRIMARY KEY,
    name           TEXT NOT NULL,
    artist_name    TEXT NOT NULL,
    license        TEXT NOT NULL,
    category_names TEXT NOT NULL,           -- comma-separated, as packageCategory
    keywords       TEXT NOT NULL,           -- comma-separated, as packageKeywords
    animated       INTEGER NOT NULL CHECK (animated IN (0, 1)),
    is_new         INTEGER NOT NULL CHECK (is_new IN (0, 1)),
    language_name  TEXT NOT NULL,           -- as the spec's language field, e.g. 'Korean'
    language_code  TEXT NOT NULL,           -- ISO 639-1
    country_code   TEXT NOT NULL,           -- ISO 3166-1 alpha-2
    price          INTEGER NOT NULL DEFAULT 0,  -- 0 is a free pack
    on_off         TEXT NOT NULL DEFAULT 'on',
    ranking_order  INTEGER NOT NULL,        -- lOrder of C1
    cover_sticker_id INTEGER NOT NULL,
    created_at     TEXT NOT NULL            -- ISO 8601 UTC with milliseconds
  );

  CREATE TABLE package_categories (
    package_id INTEGER NOT NULL REFERENCES packages(package_id),
    category   TEXT NOT NULL REFERENCES categories(name),
    PRIMARY KEY (category, package_id)
  ) WITHOUT ROWID;

  CREATE TABLE stickers (
    sticker_id  INTEGER PRIMARY KEY,
    package_id  INTEGER NOT NULL REFERENCES packages(package_id),
    position    INTEGER NOT NULL,
    emoji       TEXT NOT NULL,
    image_key   TEXT NOT NULL,              -- '<art set>/<file stem>', resolved by the image route
    animation   TEXT,                       -- NULL for a still sticker, else the motion name
    is_reaction INTEGER NOT NULL DEFAULT 0 CHECK (is_reaction IN (0, 1))
  );
  CREATE INDEX stickers_by_package ON stickers (package_id, position);
  CREATE INDEX stickers_reaction ON stickers (is_reaction) WHERE is_reaction = 1;

  -- One row a keyword a language a sticker; the first keyword (rank 0) of a language is its name.
  CREATE TABLE sticker_keywords (
    id          INTEGER PRIMARY KEY,
    sticker_id  INTEGER NOT NULL REFERENCES stickers(sticker_id),
    lang        TEXT NOT NULL,
    keyword     TEXT NOT NULL,
    rank        INTEGER NOT NULL
  );
  CREATE INDEX sticker_keywords_by_keyword ON sticker_keywords (keyword COLLATE NOCASE, lang);
  CREATE INDEX sticker_keywords_by_sticker ON sticker_keywords (sticker_id, lang, rank);
  CREATE VIRTUAL TABLE sticker_keywords_fts USING fts5(
    keyword, content='sticker_keywords', content_rowid='id', tokenize='trigram'
  );

  -- Per-user state. userId is any caller-chosen string.
  CREATE TABLE user_packages (              -- M6 (hidden = 0) and M7 (hidden = 1)
    user_id     TEXT NOT NULL,
    package_id  INTEGER NOT NULL REFERENCES packages(package_id),
    position    INTEGER NOT NULL,           -- order of M6/M7
    hidden      INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
    is_purchase INTEGER NOT NULL DEFAULT 0 CHECK (is_purchase IN (0, 1)),
    is_view     INTEGER NOT NULL DEFAULT 0 CHECK (is_view IN (0, 1)),
    added_at    TEXT NOT NULL,
    PRIMARY KEY (user_id, package_id)
  ) WITHOUT ROWID;

  CREATE TABLE downloads (                  -- M9 history and C1 ranking events
    id          INTEGER PRIMARY KEY,
    user_id     TEXT NOT NULL,
    package_id  INTEGER NOT NULL REFERENCES packages(package_id),
    is_purchase INTEGER NOT NULL CHECK (is_purchase IN (0, 1)),
    price       INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
  );
  CREATE INDEX downloads_by_user ON downloads (user_id, created_at);
  CREATE INDEX downloads_by_time ON downloads (created_at, package_id);

  CREATE TABLE wishes (                     -- M10
    user_id    TEXT NOT NULL,
    package_id INTEGER NOT NULL REFERENCES packages(package_id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, package_id)
  ) WITHOUT ROWID;

  CREATE TABLE package_views (              -- M5: one row a pack, latest view wins
    user_id    TEXT NOT NULL,
    package_id INTEGER NOT NULL REFERENCES packages(package_id),
    viewed_at  TEXT NOT NULL,
    PRIMARY KEY (user_id, package_id)
  ) WITHOUT ROWID;
  CREATE INDEX package_views_recent ON package_views (user_id, viewed_at);

  CREATE TABLE sticker_sends (              -- M4 (extension: register sticker send)
    id         INTEGER PRIMARY KEY,
    user_id    TEXT NOT NULL,
    sticker_id INTEGER NOT NULL REFERENCES stickers(sticker_id),
    sent_at    TEXT NOT NULL
  );
  CREATE INDEX sticker_sends_recent ON sticker_sends (user_id, sent_at);

  CREATE TABLE recent_searches (            -- M2: one row a tag, latest search wins
    user_id     TEXT NOT NULL,
    keyword     TEXT NOT NULL,
    searched_at TEXT NOT NULL,
    PRIMARY KEY (user_id, keyword)
  ) WITHOUT ROWID;

  CREATE TABLE gifts (                      -- M12, M13 and the send-gift extension
    gift_id          INTEGER PRIMARY KEY,
    package_id       INTEGER NOT NULL REFERENCES packages(package_id),
    send_user_id     TEXT NOT NULL,
    receive_user_id  TEXT NOT NULL,
    is_receive       INTEGER NOT NULL DEFAULT 0 CHECK (is_receive IN (0, 1)),
    send_date        TEXT NOT NULL,
    receive_date     TEXT
  );
  CREATE INDEX gifts_by_receiver ON gifts (receive_user_id, send_date);

  CREATE TABLE sticker_usage (              -- C5 events, read by C3 and C1's date filter
    id         INTEGER PRIMARY KEY,
    user_id    TEXT NOT NULL,
    sticker_id INTEGER NOT NULL REFERENCES stickers(sticker_id),
    used_at    TEXT NOT NULL
  );
  CREATE INDEX sticker_usage_by_user ON sticker_usage (user_id, sticker_id);
  CREATE INDEX sticker_usage_by_time ON sticker_usage (used_at);
  `,
  // 2: search projection. Prefix search (M1, C2) reads one row a keyword with its pack's language
  // and country beside it, clustered by keyword, so ranking a common prefix needs no joins.
  // Triggers keep it in step with sticker_keywords, packages and stickers.
  `
  CREATE TABLE sticker_search (
    keyword      TEXT NOT NULL COLLATE NOCASE,
    sticker_id   INTEGER NOT NULL,
    keyword_id   INTEGER NOT NULL,          -- sticker_keywords.id
    lang         TEXT NOT NULL,
    rank         INTEGER NOT NULL,
    pack_lang    TEXT,
    pack_country TEXT,
    PRIMARY KEY (keyword, sticker_id, keyword_id)
  ) WITHOUT ROWID;

  INSERT INTO sticker_search
  SELECT k.keyword, k.sticker_id, k.id, k.lang, k.rank, p.language_code, p.country_code
  FROM sticker_keywords k
  LEFT JOIN stickers s ON s.sticker_id = k.sticker_id
  LEFT JOIN packages p ON p.package_id = s.package_id;

  CREATE TRIGGER sticker_search_insert AFTER INSERT ON sticker_keywords BEGIN
    INSERT INTO sticker_search
    SELECT NEW.keyword, NEW.sticker_id, NEW.id, NEW.lang, NEW.rank,
      (SELECT p.language_code FROM stickers s JOIN packages p USING (package_id)
        WHERE s.sticker_id = NEW.sticker_id),
      (SELECT p.country_code FROM stickers s JOIN packages p USING (package_id)
        WHERE s.sticker_id = NEW.sticker_id);
  END;

  CREATE TRIGGER sticker_search_delete AFTER DELETE ON sticker_keywords BEGIN
    DELETE FROM sticker_search
    WHERE keyword = OLD.keyword AND sticker_id = OLD.sticker_id AND keyword_id = OLD.id;
  END;

  CREATE TRIGGER sticker_search_update AFTER UPDATE ON sticker_keywords BEGIN
    DELETE FROM sticker_search
    WHERE keyword = OLD.keyword AND sticker_id = OLD.sticker_id AND keyword_id = OLD.id;
    INSERT INTO sticker_search
    SELECT NEW.keyword, NEW.sticker_id, NEW.id, NEW.lang, NEW.rank,
      (SELECT p.language_code FROM stickers s JOIN packages p USING (package_id)
        WHERE s.sticker_id = NEW.sticker_id),
      (SELECT p.country_code FROM stickers s JOIN packages p USING (package_id)
        WHERE s.sticker_id = NEW.sticker_id);
  END;

  CREATE TRIGGER sticker_search_package AFTER UPDATE OF language_code, country_code ON packages
  BEGIN
    UPDATE sticker_search SET pack_lang = NEW.language_code, pack_country = NEW.country_code
    WHERE sticker_id IN (SELECT sticker_id FROM stickers WHERE package_id = NEW.package_id);
  END;

  CREATE TRIGGER sticker_search_sticker AFTER UPDATE OF package_id ON stickers BEGIN
    UPDATE sticker_search
    SET pack_lang = (SELECT language_code FROM packages WHERE package_id = NEW.package_id),
      pack_country = (SELECT country_code FROM packages WHERE package_id = NEW.package_id)
    WHERE sticker_id = NEW.sticker_id;
  END;
  `,
  // 3: per-row triggers more than doubled the catalogue seed (800k keyword rows). The search
  // repo now rebuilds sticker_search in one sorted pass when it is out of step instead.
  `
  DROP TRIGGER sticker_search_insert;
  DROP TRIGGER sticker_search_delete;
  DROP TRIGGER sticker_search_update;
  DROP TRIGGER sticker_search_package;
  DROP TRIGGER sticker_search_sticker;
  `,
  // 4: sticker_search keyed by the folded first character, then sticker: a one- or two-letter
  // tag reads its stickers in order, so ranking thousands of them needs no sort to group them.
  // Locale columns hold normalised codes. Derived data, filled by the search repo.
  `
  DROP TABLE sticker_search;
  CREATE TABLE sticker_search (
    prefix       TEXT NOT NULL,             -- first character of keyword, lower-cased
    sticker_id   INTEGER NOT NULL,
    keyword_id   INTEGER NOT NULL,          -- sticker_keywords.id
    keyword      TEXT NOT NULL COLLATE NOCASE,
    lang         TEXT NOT NULL,             -- base language code, lower case ('pt' for 'pt-BR')
    rank         INTEGER NOT NULL,
    pack_lang    TEXT,                      -- lower case
    pack_country TEXT,                      -- upper case
    PRIMARY KEY (prefix, sticker_id, keyword_id)
  ) WITHOUT ROWID;
  `,
  // 5: search reads an in-memory index (server/src/search). Its folded keywords are kept here, one
  // row a distinct keyword of a language, its stickers packed in a few large blobs, so a start
  // reads 185k short rows instead of folding 800k. Derived data, rebuilt by the search module when search_source
  // no longer describes sticker_keywords. The per-keyword projection of migration 4 goes.
  `
  DROP TABLE sticker_search;
  CREATE TABLE search_keywords (
    id          INTEGER PRIMARY KEY,       -- in order of its postings
    lang        TEXT NOT NULL,             -- base language code, lower case ('pt' for 'pt-BR')
    keyword     TEXT NOT NULL,             -- as written
    folded      TEXT NOT NULL,             -- folded words joined by one space
    postings    INTEGER NOT NULL           -- how many stickers carry it
  );
  CREATE TABLE search_postings (           -- every keyword's stickers, in keyword id order
    chunk       INTEGER PRIMARY KEY,
    sticker_ids BLOB NOT NULL,             -- int32 little-endian
    ranks       BLOB NOT NULL              -- int32 little-endian, the keyword's rank per sticker
  );
  CREATE TABLE search_source (             -- the sticker_keywords that search_keywords came from
    keyword_rows INTEGER NOT NULL,
    low_id       INTEGER,
    high_id      INTEGER
  );
  `,
  // 6: C1 counters, kept by triggers on every write of an event (routes and the seed alike):
  // events a pack and UTC day, and each period's total a pack (0 = all time, 1, 7 and 30 days
  // back from the window's since_day). The service moves a window on when the day changes
  // (repos/ranking-windows.ts), so a ranking reads one row a pack however many events there are.
  `
  CREATE TABLE ranking_counts (
    day        TEXT NOT NULL,               -- 'YYYY-MM-DD' (UTC) of the events
    package_id INTEGER NOT NULL,
    events     INTEGER NOT NULL,
    PRIMARY KEY (day, package_id)
  ) WITHOUT ROWID;

  CREATE TABLE ranking_windows (
    days      INTEGER PRIMARY KEY,          -- the period's length; 0 for all time
    since_day TEXT NOT NULL                 -- events of this day and later count ('' = all)
  );
  INSERT INTO ranking_windows (days, since_day) VALUES (0, ''), (1, ''), (7, ''), (30, '');

  CREATE TABLE ranking_totals (
    days       INTEGER NOT NULL,            -- ranking_windows.days
    package_id INTEGER NOT NULL,
    events     INTEGER NOT NULL,
    PRIMARY KEY (days, package_id)
  ) WITHOUT ROWID;

  INSERT INTO ranking_counts (day, package_id, events)
  SELECT day, package_id, COUNT(*) FROM (
    SELECT substr(d.created_at, 1, 10) AS day, d.package_id FROM downloads d
    UNION ALL
    SELECT substr(su.used_at, 1, 10), s.package_id
    FROM sticker_usage su JOIN stickers s ON s.sticker_id = su.sticker_id)
  GROUP BY day, package_id;
  INSERT INTO ranking_totals (days, package_id, events)
  SELECT w.days, c.package_id, SUM(c.events)
  FROM ranking_windows w JOIN ranking_counts c ON c.day >= w.since_day
  GROUP BY w.days, c.package_id;

  CREATE TRIGGER ranking_counts_download AFTER INSERT ON downloads BEGIN
    INSERT INTO ranking_counts (day, package_id, events)
    VALUES (substr(NEW.created_at, 1, 10), NEW.package_id, 1)
    ON CONFLICT (day, package_id) DO UPDATE SET events = events + 1;
    INSERT INTO ranking_totals (days, package_id, events)
    SELECT days, NEW.package_id, 1 FROM ranking_windows
    WHERE since_day <= substr(NEW.created_at, 1, 10)
    ON CONFLICT (days, package_id) DO UPDATE SET events = events + 1;
  END;

  CREATE TRIGGER ranking_counts_usage AFTER INSERT ON sticker_usage BEGIN
    INSERT INTO ranking_counts (day, package_id, events)
    SELECT substr(NEW.used_at, 1, 10), package_id, 1 FROM stickers
    WHERE sticker_id = NEW.sticker_id
    ON CONFLICT (day, package_id) DO UPDATE SET events = events + 1;
    INSERT INTO ranking_totals (days, package_id, events)
    SELECT w.days, s.package_id, 1 FROM ranking_windows w, stickers s
    WHERE s.sticker_id = NEW.sticker_id AND w.since_day <= substr(NEW.used_at, 1, 10)
    ON CONFLICT (days, package_id) DO UPDATE SET events = events + 1;
  END;
  `,
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  migrations.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
