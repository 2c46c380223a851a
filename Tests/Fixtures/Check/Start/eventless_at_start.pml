/* Promela twin of eventless_at_start.ipl: Booting's eventless transition to Ready
   chooses the level while the system starts. */
byte level = 0;
bool ready = false;
active proctype Dial() {
  atomic {
    ready = true;
    if
    :: level = 1
    :: level = 2
    fi
  }
}
active proctype Invariant() {
end:
  atomic { !(level < 2) -> assert(level < 2) }
}
