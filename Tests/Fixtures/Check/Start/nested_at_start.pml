/* Promela twin of nested_at_start.ipl: Left chooses among three values (a choice nested
   in a choice), Right's choice pseudostate has two enabled branches. */
byte value = 0;
bool high = false;
active proctype Left() {
  atomic {
    if
    :: value = 1
    :: if
       :: value = 2
       :: value = 3
       fi
    fi
  }
}
active proctype Right() {
  atomic {
    if
    :: true
    :: high = true
    fi
  }
}
active proctype Invariant() {
end:
  atomic { !(!(value == 3 && high)) -> assert(!(value == 3 && high)) }
}
