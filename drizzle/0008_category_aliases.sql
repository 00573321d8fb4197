-- 'Rideau' is an alias of 'Rideaux' (domain/categories.ts): one category, listed once.
UPDATE "products" SET "category" = 'Rideaux' WHERE lower(trim("category")) = 'rideau';
