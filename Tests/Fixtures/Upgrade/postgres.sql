--
-- PostgreSQL database dump
--

\restrict cdfqm9Te8NOdxAkgPmNdMbKt8QA6D8mxmrcf7MrhvTt1K1881RisBFaYVMqGJCU

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


--
-- Name: mosaic_notify(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_notify() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN PERFORM pg_notify('mosaic_' || TG_ARGV[0], ''); RETURN NULL; END $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: mosaic_blobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mosaic_blobs (
    key text NOT NULL COLLATE pg_catalog."C",
    data bytea NOT NULL,
    modified timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: mosaic_collections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mosaic_collections (
    name text NOT NULL,
    signature text NOT NULL
);


--
-- Name: mosaic_quarantine; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mosaic_quarantine (
    collection text NOT NULL,
    id text NOT NULL,
    body text NOT NULL,
    quarantined_at text NOT NULL
);


--
-- Name: mosaic_schema; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mosaic_schema (
    version integer NOT NULL
);


--
-- Name: mosaic_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mosaic_settings (
    key text NOT NULL COLLATE pg_catalog."C",
    value text NOT NULL
);


--
-- Name: rec_applibrary_apps; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_applibrary_apps (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_applibrary_apps_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_applibrary_apps_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_applibrary_apps_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_applibrary_apps_seq_seq OWNED BY public.rec_applibrary_apps.seq;


--
-- Name: rec_applibrary_reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_applibrary_reviews (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_applibrary_reviews_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_applibrary_reviews_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_applibrary_reviews_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_applibrary_reviews_seq_seq OWNED BY public.rec_applibrary_reviews.seq;


--
-- Name: rec_habits_category; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_habits_category (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_habits_category_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_habits_category_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_habits_category_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_habits_category_seq_seq OWNED BY public.rec_habits_category.seq;


--
-- Name: rec_habits_goal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_habits_goal (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_habits_goal_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_habits_goal_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_habits_goal_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_habits_goal_seq_seq OWNED BY public.rec_habits_goal.seq;


--
-- Name: rec_habits_photo; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_habits_photo (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_habits_photo_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_habits_photo_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_habits_photo_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_habits_photo_seq_seq OWNED BY public.rec_habits_photo.seq;


--
-- Name: rec_market_listings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_market_listings (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_market_listings_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_market_listings_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_market_listings_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_market_listings_seq_seq OWNED BY public.rec_market_listings.seq;


--
-- Name: rec_perfume_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_perfume_entries (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_perfume_entries_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_perfume_entries_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_perfume_entries_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_perfume_entries_seq_seq OWNED BY public.rec_perfume_entries.seq;


--
-- Name: rec_photobox_liked; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rec_photobox_liked (
    seq bigint NOT NULL,
    id text NOT NULL COLLATE pg_catalog."C",
    body jsonb NOT NULL,
    search text DEFAULT ''::text NOT NULL
);


--
-- Name: rec_photobox_liked_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rec_photobox_liked_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rec_photobox_liked_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rec_photobox_liked_seq_seq OWNED BY public.rec_photobox_liked.seq;


--
-- Name: rec_applibrary_apps seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_applibrary_apps ALTER COLUMN seq SET DEFAULT nextval('public.rec_applibrary_apps_seq_seq'::regclass);


--
-- Name: rec_applibrary_reviews seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_applibrary_reviews ALTER COLUMN seq SET DEFAULT nextval('public.rec_applibrary_reviews_seq_seq'::regclass);


--
-- Name: rec_habits_category seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_category ALTER COLUMN seq SET DEFAULT nextval('public.rec_habits_category_seq_seq'::regclass);


--
-- Name: rec_habits_goal seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_goal ALTER COLUMN seq SET DEFAULT nextval('public.rec_habits_goal_seq_seq'::regclass);


--
-- Name: rec_habits_photo seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_photo ALTER COLUMN seq SET DEFAULT nextval('public.rec_habits_photo_seq_seq'::regclass);


--
-- Name: rec_market_listings seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_market_listings ALTER COLUMN seq SET DEFAULT nextval('public.rec_market_listings_seq_seq'::regclass);


--
-- Name: rec_perfume_entries seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_perfume_entries ALTER COLUMN seq SET DEFAULT nextval('public.rec_perfume_entries_seq_seq'::regclass);


--
-- Name: rec_photobox_liked seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_photobox_liked ALTER COLUMN seq SET DEFAULT nextval('public.rec_photobox_liked_seq_seq'::regclass);


--
-- Data for Name: mosaic_blobs; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mosaic_blobs (key, data, modified) FROM stdin;
perfume/39afb216-42ea-4c76-91e1-903ae449c2f8.png	\\x89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000001049444154789c6338e4c803470cc47100c40310f1913d139b0000000049454e44ae426082	2026-11-28 01:25:29.11467+00
thumbnails/perfume/39afb216-42ea-4c76-91e1-903ae449c2f8.png	\\x524946460e01000057454250565038580a00000008000000030000030000565038202e000000d001009d012a0400040002403825a00274ba01f80003b000feecbd8ffca55e0b1bb99ffe936789b3c4d9f1cc000045584946ba00000045786966000049492a000800000006001201030001000000010000001a01050001000000560000001b010500010000005e000000280103000100000002000000130203000100000001000000698704000100000066000000000000002f190100e80300002f190100e8030000060000900700040000003032313001910700040000000102030000a00700040000003031303001a0030001000000ffff000002a00400010000000400000003a00400010000000400000000000000	2026-11-28 01:25:29.161309+00
\.


--
-- Data for Name: mosaic_collections; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mosaic_collections (name, signature) FROM stdin;
applibrary_apps	idx:app.primaryGenre,savedAt;nulls-first;fts:app.name,app.seller;fold:2
applibrary_reviews	idx:appID,createdAt;nulls-first;fts:
habits_category	idx:createdAt;nulls-first;fts:
habits_goal	idx:categoryID,createdAt;nulls-first;fts:
habits_photo	idx:goalID,takenAt,day;nulls-first;fts:
market_listings	idx:categoryID,status,price,createdAt;nulls-first;fts:title,description;fold:2
perfume_entries	idx:wished,date,createdAt;nulls-first;fts:brand,name,sentence,notes,date;fold:2
photobox_liked	idx:likedAt;nulls-first;fts:
\.


--
-- Data for Name: mosaic_quarantine; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mosaic_quarantine (collection, id, body, quarantined_at) FROM stdin;
\.


--
-- Data for Name: mosaic_schema; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mosaic_schema (version) FROM stdin;
2
\.


--
-- Data for Name: mosaic_settings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mosaic_settings (key, value) FROM stdin;
photobox.profile	{"nickname":"한결","mbti":"ENFP","avatar":"profile3"}
serve.password	{"hash":"$2b$12$KJ0TIZOl4K7yEMyHrJNqLOrmyx.TZ7vmQRTtSU458rIyvw.G77pyC","changed":736678800}
\.


--
-- Data for Name: rec_applibrary_apps; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_applibrary_apps (seq, id, body, search) FROM stdin;
1	1562313598	{"id": "1562313598", "app": {"id": "1562313598", "name": "향기 노트 - Scent Notes", "price": 0, "genres": [], "rating": 4.024, "seller": "Hanbit Soft Inc.", "iconURL": "https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/stub/1562313598/512x512bb.jpg", "summary": "향기 노트 앱입니다.\\n매일 쓰기 좋은 Scent Notes 도구.", "version": "9.14.0", "bundleID": "com.example.app1562313598", "storeURL": "https://apps.apple.com/kr/app/id1562313598?uo=4", "languages": ["EN", "KO"], "sizeBytes": 577090714, "ratingCount": 56748, "releaseDate": "2024-11-02T01:23:45Z", "releaseNotes": "버그를 고쳤습니다.", "contentRating": "4+", "formattedPrice": "무료", "screenshotURLs": [], "minimumOSVersion": "15.0"}, "savedAt": 736678800}	향기 노트 - scent notes hanbit soft inc.
\.


--
-- Data for Name: rec_applibrary_reviews; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_applibrary_reviews (seq, id, body, search) FROM stdin;
\.


--
-- Data for Name: rec_habits_category; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_habits_category (seq, id, body, search) FROM stdin;
1	c441cecd-f577-43d1-a323-08faaf1fda57	{"id": "c441cecd-f577-43d1-a323-08faaf1fda57", "title": "운동", "createdAt": 736678800}	
\.


--
-- Data for Name: rec_habits_goal; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_habits_goal (seq, id, body, search) FROM stdin;
1	4ef605a0-b60a-491e-b917-6551dc139dd2	{"id": "4ef605a0-b60a-491e-b917-6551dc139dd2", "days": {"days": [0, 1, 2, 3, 4, 5, 6]}, "title": "아침 달리기", "period": {"end": "2024-06-04", "start": "2024-05-06"}, "window": {"end": "21:00", "start": "09:00"}, "subtitle": "", "createdAt": 736678800, "categoryID": "c441cecd-f577-43d1-a323-08faaf1fda57"}	
\.


--
-- Data for Name: rec_habits_photo; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_habits_photo (seq, id, body, search) FROM stdin;
\.


--
-- Data for Name: rec_market_listings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_market_listings (seq, id, body, search) FROM stdin;
1	b4b9fd0d-48f0-4427-a118-948579edacc2	{"id": "b4b9fd0d-48f0-4427-a118-948579edacc2", "price": 120000, "title": "자전거", "status": "selling", "createdAt": 736678800, "updatedAt": 736678800, "categoryID": 3, "description": "거의 새것"}	자전거 거의 새것
2	9325e3e3-a44d-4a46-a9e4-b0fe24c01bfc	{"id": "9325e3e3-a44d-4a46-a9e4-b0fe24c01bfc", "price": 50000, "title": "책상", "status": "selling", "createdAt": 736678800, "updatedAt": 736678800, "categoryID": 2, "description": "원목"}	책상 원목
\.


--
-- Data for Name: rec_perfume_entries; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_perfume_entries (seq, id, body, search) FROM stdin;
1	b28f435c-8306-4c89-b419-75927f2a01d3	{"id": "b28f435c-8306-4c89-b419-75927f2a01d3", "name": "Santal 33", "brand": "Le Labo", "photo": "perfume/39afb216-42ea-4c76-91e1-903ae449c2f8.png", "wished": false, "sentence": "비 온 뒤의 나무", "createdAt": 736678800, "updatedAt": 736678800}	le labo santal 33 비 온 뒤의 나무  
2	d3fef031-a2e3-4ba7-b82d-72e0c794d963	{"id": "d3fef031-a2e3-4ba7-b82d-72e0c794d963", "name": "Gypsy Water", "brand": "Byredo", "wished": false, "sentence": "바닷가", "createdAt": 736678800, "updatedAt": 736678800}	byredo gypsy water 바닷가  
\.


--
-- Data for Name: rec_photobox_liked; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rec_photobox_liked (seq, id, body, search) FROM stdin;
\.


--
-- Name: rec_applibrary_apps_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_applibrary_apps_seq_seq', 1, true);


--
-- Name: rec_applibrary_reviews_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_applibrary_reviews_seq_seq', 1, false);


--
-- Name: rec_habits_category_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_habits_category_seq_seq', 1, true);


--
-- Name: rec_habits_goal_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_habits_goal_seq_seq', 1, true);


--
-- Name: rec_habits_photo_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_habits_photo_seq_seq', 1, false);


--
-- Name: rec_market_listings_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_market_listings_seq_seq', 2, true);


--
-- Name: rec_perfume_entries_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_perfume_entries_seq_seq', 2, true);


--
-- Name: rec_photobox_liked_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rec_photobox_liked_seq_seq', 1, false);


--
-- Name: mosaic_blobs mosaic_blobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mosaic_blobs
    ADD CONSTRAINT mosaic_blobs_pkey PRIMARY KEY (key);


--
-- Name: mosaic_collections mosaic_collections_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mosaic_collections
    ADD CONSTRAINT mosaic_collections_pkey PRIMARY KEY (name);


--
-- Name: mosaic_quarantine mosaic_quarantine_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mosaic_quarantine
    ADD CONSTRAINT mosaic_quarantine_pkey PRIMARY KEY (collection, id);


--
-- Name: mosaic_settings mosaic_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mosaic_settings
    ADD CONSTRAINT mosaic_settings_pkey PRIMARY KEY (key);


--
-- Name: rec_applibrary_apps rec_applibrary_apps_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_applibrary_apps
    ADD CONSTRAINT rec_applibrary_apps_pkey PRIMARY KEY (id);


--
-- Name: rec_applibrary_apps rec_applibrary_apps_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_applibrary_apps
    ADD CONSTRAINT rec_applibrary_apps_seq_key UNIQUE (seq);


--
-- Name: rec_applibrary_reviews rec_applibrary_reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_applibrary_reviews
    ADD CONSTRAINT rec_applibrary_reviews_pkey PRIMARY KEY (id);


--
-- Name: rec_applibrary_reviews rec_applibrary_reviews_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_applibrary_reviews
    ADD CONSTRAINT rec_applibrary_reviews_seq_key UNIQUE (seq);


--
-- Name: rec_habits_category rec_habits_category_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_category
    ADD CONSTRAINT rec_habits_category_pkey PRIMARY KEY (id);


--
-- Name: rec_habits_category rec_habits_category_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_category
    ADD CONSTRAINT rec_habits_category_seq_key UNIQUE (seq);


--
-- Name: rec_habits_goal rec_habits_goal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_goal
    ADD CONSTRAINT rec_habits_goal_pkey PRIMARY KEY (id);


--
-- Name: rec_habits_goal rec_habits_goal_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_goal
    ADD CONSTRAINT rec_habits_goal_seq_key UNIQUE (seq);


--
-- Name: rec_habits_photo rec_habits_photo_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_photo
    ADD CONSTRAINT rec_habits_photo_pkey PRIMARY KEY (id);


--
-- Name: rec_habits_photo rec_habits_photo_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_habits_photo
    ADD CONSTRAINT rec_habits_photo_seq_key UNIQUE (seq);


--
-- Name: rec_market_listings rec_market_listings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_market_listings
    ADD CONSTRAINT rec_market_listings_pkey PRIMARY KEY (id);


--
-- Name: rec_market_listings rec_market_listings_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_market_listings
    ADD CONSTRAINT rec_market_listings_seq_key UNIQUE (seq);


--
-- Name: rec_perfume_entries rec_perfume_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_perfume_entries
    ADD CONSTRAINT rec_perfume_entries_pkey PRIMARY KEY (id);


--
-- Name: rec_perfume_entries rec_perfume_entries_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_perfume_entries
    ADD CONSTRAINT rec_perfume_entries_seq_key UNIQUE (seq);


--
-- Name: rec_photobox_liked rec_photobox_liked_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_photobox_liked
    ADD CONSTRAINT rec_photobox_liked_pkey PRIMARY KEY (id);


--
-- Name: rec_photobox_liked rec_photobox_liked_seq_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rec_photobox_liked
    ADD CONSTRAINT rec_photobox_liked_seq_key UNIQUE (seq);


--
-- Name: rec_applibrary_apps_by_app.primaryGenre; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_applibrary_apps_by_app.primaryGenre" ON public.rec_applibrary_apps USING btree (((body #> '{app,primaryGenre}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_applibrary_apps_by_savedAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_applibrary_apps_by_savedAt" ON public.rec_applibrary_apps USING btree (((body #> '{savedAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_applibrary_apps_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_applibrary_apps_search ON public.rec_applibrary_apps USING gin (search public.gin_trgm_ops);


--
-- Name: rec_applibrary_reviews_by_appID; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_applibrary_reviews_by_appID" ON public.rec_applibrary_reviews USING btree (((body #> '{appID}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_applibrary_reviews_by_createdAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_applibrary_reviews_by_createdAt" ON public.rec_applibrary_reviews USING btree (((body #> '{createdAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_applibrary_reviews_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_applibrary_reviews_search ON public.rec_applibrary_reviews USING gin (search public.gin_trgm_ops);


--
-- Name: rec_habits_category_by_createdAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_habits_category_by_createdAt" ON public.rec_habits_category USING btree (((body #> '{createdAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_habits_category_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_habits_category_search ON public.rec_habits_category USING gin (search public.gin_trgm_ops);


--
-- Name: rec_habits_goal_by_categoryID; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_habits_goal_by_categoryID" ON public.rec_habits_goal USING btree (((body #> '{categoryID}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_habits_goal_by_createdAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_habits_goal_by_createdAt" ON public.rec_habits_goal USING btree (((body #> '{createdAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_habits_goal_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_habits_goal_search ON public.rec_habits_goal USING gin (search public.gin_trgm_ops);


--
-- Name: rec_habits_photo_by_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_habits_photo_by_day ON public.rec_habits_photo USING btree (((body #> '{day}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_habits_photo_by_goalID; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_habits_photo_by_goalID" ON public.rec_habits_photo USING btree (((body #> '{goalID}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_habits_photo_by_takenAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_habits_photo_by_takenAt" ON public.rec_habits_photo USING btree (((body #> '{takenAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_habits_photo_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_habits_photo_search ON public.rec_habits_photo USING gin (search public.gin_trgm_ops);


--
-- Name: rec_market_listings_by_categoryID; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_market_listings_by_categoryID" ON public.rec_market_listings USING btree (((body #> '{categoryID}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_market_listings_by_createdAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_market_listings_by_createdAt" ON public.rec_market_listings USING btree (((body #> '{createdAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_market_listings_by_price; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_market_listings_by_price ON public.rec_market_listings USING btree (((body #> '{price}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_market_listings_by_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_market_listings_by_status ON public.rec_market_listings USING btree (((body #> '{status}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_market_listings_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_market_listings_search ON public.rec_market_listings USING gin (search public.gin_trgm_ops);


--
-- Name: rec_perfume_entries_by_createdAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_perfume_entries_by_createdAt" ON public.rec_perfume_entries USING btree (((body #> '{createdAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_perfume_entries_by_date; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_perfume_entries_by_date ON public.rec_perfume_entries USING btree (((body #> '{date}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_perfume_entries_by_wished; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_perfume_entries_by_wished ON public.rec_perfume_entries USING btree (((body #> '{wished}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_perfume_entries_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_perfume_entries_search ON public.rec_perfume_entries USING gin (search public.gin_trgm_ops);


--
-- Name: rec_photobox_liked_by_likedAt; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "rec_photobox_liked_by_likedAt" ON public.rec_photobox_liked USING btree (((body #> '{likedAt}'::text[])) NULLS FIRST, seq);


--
-- Name: rec_photobox_liked_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rec_photobox_liked_search ON public.rec_photobox_liked USING gin (search public.gin_trgm_ops);


--
-- Name: rec_applibrary_apps rec_applibrary_apps_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_applibrary_apps_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_applibrary_apps FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('applibrary_apps');


--
-- Name: rec_applibrary_reviews rec_applibrary_reviews_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_applibrary_reviews_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_applibrary_reviews FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('applibrary_reviews');


--
-- Name: rec_habits_category rec_habits_category_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_habits_category_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_habits_category FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('habits_category');


--
-- Name: rec_habits_goal rec_habits_goal_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_habits_goal_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_habits_goal FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('habits_goal');


--
-- Name: rec_habits_photo rec_habits_photo_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_habits_photo_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_habits_photo FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('habits_photo');


--
-- Name: rec_market_listings rec_market_listings_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_market_listings_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_market_listings FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('market_listings');


--
-- Name: rec_perfume_entries rec_perfume_entries_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_perfume_entries_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_perfume_entries FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('perfume_entries');


--
-- Name: rec_photobox_liked rec_photobox_liked_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER rec_photobox_liked_notify AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rec_photobox_liked FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_notify('photobox_liked');


--
-- PostgreSQL database dump complete
--

\unrestrict cdfqm9Te8NOdxAkgPmNdMbKt8QA6D8mxmrcf7MrhvTt1K1881RisBFaYVMqGJCU

