-- The fictional launch partners of 20261125105755_partners are demo content: they move to the demo seed
-- (prisma/seed-data.ts, DEMO_PARTNERS). This removes them from existing databases, carefully:
-- - only where the demo data is absent (no demo@beans.test user): a demo database keeps them, since its seed has
--   run already and would not add them again;
-- - only a partner whose row is still exactly the one inserted (every column but createdAt) and whose programs
--   (partner_events, the only table that references partners) are exactly the inserted ones, none edited, none
--   added. A partner an operator edited or gave another program is a real row now and stays.
WITH "fictional" ("id", "type", "name", "tagline", "description", "city", "region", "websiteUrl", "preferred",
  "sortOrder") AS (VALUES
    ('riverside-courts', 'venues', 'Riverside Courts', 'Eight lit pickleball courts and two tennis courts by the river.', 'Riverside Courts runs open play every morning and books its courts through Beans, so players see the free slots before they drive over. Hosts can reserve a court for a game and share the booking with everyone who joined.', 'Austin', 'TX', NULL, true, 1),
    ('northside-sports-dome', 'venues', 'Northside Sports Dome', 'An indoor turf field and three futsal courts, open year round.', 'The dome hosts weeknight 7v7 soccer, futsal and flag football. Teams that organise on Beans get off-peak rates and can list their rentals as public games to fill open spots.', 'Denver', 'CO', NULL, false, 2),
    ('harbor-rec-center', 'venues', 'Harbor Rec Center', 'Two basketball gyms and a volleyball court in the middle of town.', 'Harbor Rec Center posts its drop-in basketball and volleyball sessions on Beans, with caps on players per session and a waitlist, so nobody is turned away at the door.', 'Portland', 'OR', NULL, false, 3),
    ('coach-maya-lopez', 'coaches', 'Coach Maya Lopez', 'Pickleball clinics for beginners and players working toward 4.0.', 'Maya is a certified pickleball instructor who runs small-group clinics and private lessons. Her clinics fill through Beans: players sign up, sign the waiver and pay in one step.', 'Austin', 'TX', NULL, true, 1),
    ('first-touch-academy', 'coaches', 'First Touch Academy', 'Youth and adult soccer training in small groups.', 'First Touch Academy runs technical sessions for ages 8 to adult. Parents register children from their family account, and coaches message the whole group when the weather changes plans.', 'Columbus', 'OH', NULL, false, 2),
    ('baseline-gear-exchange', 'gear', 'Baseline Gear Exchange', 'Used and new paddles, rackets and balls, checked and graded.', 'Baseline Gear Exchange buys and sells used sports gear. Beans members get a demo-paddle program: try three paddles for a week before buying, matched to your quiz result.', 'Phoenix', 'AZ', NULL, true, 1),
    ('metro-social-leagues', 'leagues', 'Metro Social Leagues', 'Co-ed kickball, volleyball and softball leagues for adults.', 'Metro Social Leagues organises seasonal adult leagues with 8-week schedules. Captains manage rosters on Beans, free agents join teams that need players, and every game has its own page.', 'Chicago', 'IL', NULL, true, 1),
    ('sunset-pickleball-league', 'leagues', 'Sunset Pickleball League', 'Rated doubles ladders from 2.5 to 4.5, evenings after work.', 'The Sunset league runs ladders by skill level. Players find partners through Beans, challenge matches are posted on the board, and results update the ladder the same night.', 'San Diego', 'CA', NULL, false, 2)
), "fictional_events" ("id", "partnerId", "title", "schedule", "description", "sortOrder") AS (VALUES
    ('riverside-open-play', 'riverside-courts', 'Morning open play', 'Daily, 7–10 am', 'Rotating doubles on six courts; paddles to lend at the desk. Join the game on Beans to hold a spot.', 1),
    ('riverside-round-robin', 'riverside-courts', 'Saturday round robin', 'Saturdays, 8–11 am', 'A mixed-level round robin with courts grouped by skill, so every game is close.', 2),
    ('northside-7v7', 'northside-sports-dome', 'Weeknight 7v7 soccer', 'Tuesdays and Thursdays, 7–10 pm', 'Pickup 7v7 on the turf. Teams are balanced at kickoff; 14 spots and a waitlist.', 1),
    ('harbor-dropin-hoops', 'harbor-rec-center', 'Drop-in basketball', 'Mondays, Wednesdays and Fridays, 6–8 pm', 'Full-court runs to 11; winners stay on. 20 spots per session.', 1),
    ('harbor-volleyball', 'harbor-rec-center', 'Co-ed volleyball night', 'Wednesdays, 8–10 pm', 'Six-a-side games; beginners welcome on court two.', 2),
    ('maya-beginner-clinic', 'coach-maya-lopez', 'Beginner clinic: first four weeks', 'Sundays, 9–10:30 am', 'Grip, serve, return and the kitchen rules, in groups of eight.', 1),
    ('maya-drills-35', 'coach-maya-lopez', '3.5 drill session', 'Tuesdays, 6–7:30 pm', 'Third-shot drops, resets and stacking for players moving from 3.0 to 3.5.', 2),
    ('first-touch-adult', 'first-touch-academy', 'Adult technical training', 'Thursdays, 7–8:30 pm', 'First touch, passing patterns and finishing for adult players of every level.', 1),
    ('baseline-demo-day', 'baseline-gear-exchange', 'Paddle demo day', 'First Saturday of the month, 10 am–1 pm', 'Try twenty paddles on the shop''s court and get your grip size measured.', 1),
    ('metro-kickball', 'metro-social-leagues', 'Co-ed kickball season', 'Sundays, 1–5 pm, 8 weeks', 'Register a team or join as a free agent; playoffs in week eight.', 1),
    ('metro-volleyball', 'metro-social-leagues', 'Sand volleyball league', 'Mondays, 6–9 pm, 8 weeks', 'Fours on sand, two divisions: social and competitive.', 2),
    ('sunset-ladder', 'sunset-pickleball-league', 'Doubles ladder', 'Tuesdays and Thursdays, 6–9 pm', 'Challenge the pair above you; the ladder updates after each match.', 1)
)
DELETE FROM "partners" p
 USING "fictional" f
 WHERE p."id" = f."id"
   AND NOT EXISTS (SELECT 1 FROM "users" WHERE "email" = 'demo@beans.test')
   AND (p."type", p."name", p."tagline", p."description", p."city", p."region", p."preferred", p."sortOrder")
       = (f."type", f."name", f."tagline", f."description", f."city", f."region", f."preferred", f."sortOrder")
   AND p."websiteUrl" IS NOT DISTINCT FROM f."websiteUrl"
   -- every program of the partner is one of the fictional ones, unchanged
   AND NOT EXISTS (
     SELECT 1 FROM "partner_events" e
      WHERE e."partnerId" = p."id"
        AND NOT EXISTS (
          SELECT 1 FROM "fictional_events" fe
           WHERE (fe."id", fe."partnerId", fe."title", fe."schedule", fe."description", fe."sortOrder")
               = (e."id", e."partnerId", e."title", e."schedule", e."description", e."sortOrder")));
-- (their programs go with them: partner_events cascades)
