/* Promela twin of choice_at_start.ipl: the choice pseudostate Decide has two enabled
   branches while the system starts. */
byte level = 1;
mtype = { booting, working, broken };
mtype at = booting;
active proctype Dial() {
  atomic {
    if
    :: level > 0 -> at = working
    :: level > 0 -> at = broken
    :: else -> at = working
    fi
  }
}
active proctype Invariant() {
end:
  atomic { !(at != broken) -> assert(at != broken) }
}
