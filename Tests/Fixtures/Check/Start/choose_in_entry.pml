/* Promela twin of choose_in_entry.ipl: the dial's entry chooses its level while the
   system starts; the invariant is asserted in every state by a monitor. */
byte level = 0;
active proctype Dial() {
  atomic {
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
