/* Written by hand, the twin of retransmit.ipl: one active proctype per actor, one
   atomic block per step from the do-loop head, one channel per actor queue with its
   slot count, messages { case, reply flag, sender, payload 1, payload 2 }. As in the
   generated twins (generate.py), the step variables a block reads are locals of its
   proctype (a field it does not read is received into `_`), reset to 0 at the end of
   the block, so they add no state; `xr` marks each channel's one receiver and `xs` a
   channel's one sender where it has one. The sender's timer is SPIN's `timeout`: its two
   timeout blocks are Interplay's `after 100ms` transitions of Idle and Sending, which
   fire only when nothing else can move. The coin answers a toss with 0 or 1: two
   blocks, one per reply value, as Interplay's stub tries every reply value. */
#define TOSS 1
#define FRAME 2
#define ACK 3
#define FIELDS byte, byte, byte, byte, byte
#define A_Coin 0
#define A_Sender 1
#define A_DataLine 2
#define A_Receiver 3
#define A_AckLine 4
chan q_Coin = [2] of { FIELDS };
chan q_Sender = [2] of { FIELDS };
chan q_DataLine = [4] of { FIELDS };
chan q_Receiver = [2] of { FIELDS };
chan q_AckLine = [4] of { FIELDS };

active proctype Coin() {
  xr q_Coin;
  byte s; /* step variable: 0 between steps */
end: do
  :: atomic { q_Coin?_,_,s,_,_ ->
       if
       :: s == A_DataLine -> q_DataLine!TOSS,1,A_Coin,0,0
       :: else -> q_AckLine!TOSS,1,A_Coin,0,0
       fi; s = 0 }
  :: atomic { q_Coin?_,_,s,_,_ ->
       if
       :: s == A_DataLine -> q_DataLine!TOSS,1,A_Coin,1,0
       :: else -> q_AckLine!TOSS,1,A_Coin,1,0
       fi; s = 0 }
  od
}

/* Interplay's timer state (pending, 100ms left) is a function of `st`: it needs no
   variable here. */
active proctype Sender() {
  xr q_Sender;
  byte g, p; /* step variables: 0 between steps */
  byte st = 0; /* 0 Idle, 1 Sending */
  byte cur = 0;
  byte item = 0;
end: do
  :: atomic { timeout && st == 0 -> st = 1; q_DataLine!FRAME,0,A_Sender,cur,item }
  :: atomic { timeout && st == 1 -> q_DataLine!FRAME,0,A_Sender,cur,item }
  :: atomic { nempty(q_Sender) -> q_Sender?g,_,_,p,_;
       if
       :: st == 1 && g == ACK && p == cur ->
            cur = 1 - cur; item = (item + 1) % 3; q_DataLine!FRAME,0,A_Sender,cur,item
       :: else -> skip
       fi; g = 0; p = 0 }
  od
}

active proctype DataLine() {
  xr q_DataLine; xs q_Receiver;
  byte g, r, p, d; /* step variables: 0 between steps */
  byte st = 0; /* 0 Idle, 1 Tossing */
  byte heldBit = 0;
  byte heldData = 0;
end: do
  :: atomic { nempty(q_DataLine) -> q_DataLine?g,r,_,p,d;
       if
       :: st == 0 && g == FRAME && !r -> st = 1; heldBit = p; heldData = d; q_Coin!TOSS,0,A_DataLine,0,0
       :: st == 1 && g == TOSS && r && p -> st = 0; q_Receiver!FRAME,0,A_DataLine,heldBit,heldData
       :: st == 1 && g == TOSS && r && !p -> st = 0
       :: else -> skip
       fi; g = 0; r = 0; p = 0; d = 0 }
  od
}

active proctype Receiver() {
  xr q_Receiver;
  byte g, p, d; /* step variables: 0 between steps */
  byte expected = 0;
  byte got = 2;
end: do
  :: atomic { nempty(q_Receiver) -> q_Receiver?g,_,_,p,d;
       if
       :: g == FRAME && p == expected ->
            assert(d == (got + 1) % 3); expected = 1 - expected; got = d; q_AckLine!ACK,0,A_Receiver,p,0
       :: g == FRAME && p != expected -> q_AckLine!ACK,0,A_Receiver,p,0
       :: else -> skip
       fi; g = 0; p = 0; d = 0 }
  od
}

active proctype AckLine() {
  xr q_AckLine; xs q_Sender;
  byte g, r, p; /* step variables: 0 between steps */
  byte st = 0; /* 0 Idle, 1 Tossing */
  byte held = 0;
end: do
  :: atomic { nempty(q_AckLine) -> q_AckLine?g,r,_,p,_;
       if
       :: st == 0 && g == ACK && !r -> st = 1; held = p; q_Coin!TOSS,0,A_AckLine,0,0
       :: st == 1 && g == TOSS && r && p -> st = 0; q_Sender!ACK,0,A_AckLine,held,0
       :: st == 1 && g == TOSS && r && !p -> st = 0
       :: else -> skip
       fi; g = 0; r = 0; p = 0 }
  od
}
