-- The weekly cup's hall of fame (issue 30, projections/cup/). A week's rounds are read from
-- player_days as they are played; once the week is over its podium is kept here, closed by the
-- Monday job or by the first read of the hall of fame, and made again by a rebuild (a week loses its
-- row when an account that played it is erased, and is closed again without it).
create table cup_weeks (
  semana date primary key,
  participantes int not null
);

create table cup_podium (
  semana date not null references cup_weeks (semana) on delete cascade,
  posicion smallint not null,
  user_id int not null references users (id) on delete cascade,
  primary key (semana, posicion)
);
