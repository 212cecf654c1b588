-- Wrong passwords, contact messages and codes per client are counted by @fastify/rate-limit
-- (Redis when several processes serve the site): the hand-made counters go.
drop table auth_attempts;
drop index otp_codes_requester_idx;
