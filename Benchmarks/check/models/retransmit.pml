/* Written by hand, the twin of retransmit.ipl: one active proctype per actor, one
   atomic block per step from the do-loop head, one channel per actor queue with its
   slot count, messages { case, reply flag, sender, payload 1, payload 2 } received
   into hidden scratch variables. The sender's timer is SPIN's `timeout`: its two
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
hidden byte g, r, s, p, d;
chan q_Coin = [2] of { FIELDS };
chan q_Sender = [2] of { FIELDS };
chan q_DataLine = [4] of { FIELDS };
chan q_Receiver = [2] of { FIELDS };
chan q_AckLine = [4] of { FIELDS };

active proctype Coin() {
end: do
  :: atomic { q_Coin?g,r,s,p,d ->
       if
       :: s == A_DataLine -> q_DataLine!TOSS,1,A_Coin,0,0
       :: else -> q_AckLine!TOSS,1,A_Coin,0,0
       fi }
  :: atomic { q_Coin?g,r,s,p,d ->
       if
       :: s == A_DataLine -> q_DataLine!TOSS,1,A_Coin,1,0
       :: else -> q_AckLine!TOSS,1,A_Coin,1,0
       fi }
  od
}

/* Interplay's timer state (pending, 100ms left) is a function of `st`: it needs no
   variable here. */
active proctype Sender() {
  byte st = 0; /* 0 Idle, 1 Sending */
  byte cur = 0;
  byte item = 0;
end: do
  :: atomic { timeout && st == 0 -> st = 1; q_DataLine!FRAME,0,A_Sender,cur,item }
  :: atomic { timeout && st == 1 -> q_DataLine!FRAME,0,A_Sender,cur,item }
  :: atomic { nempty(q_Sender) -> q_Sender?g,r,s,p,d;
       if
       :: st == 1 && g == ACK && p == cur ->
            cur = 1 - cur; item = (item + 1) % 3; q_DataLine!FRAME,0,A_Sender,cur,item
       :: else -> skip
       fi }
  od
}

active proctype DataLine() {
  byte st = 0; /* 0 Idle, 1 Tossing */
  byte heldBit = 0;
  byte heldData = 0;
end: do
  :: atomic { nempty(q_DataLine) -> q_DataLine?g,r,s,p,d;
       if
       :: st == 0 && g == FRAME && !r -> st = 1; heldBit = p; heldData = d; q_Coin!TOSS,0,A_DataLine,0,0
       :: st == 1 && g == TOSS && r && p -> st = 0; q_Receiver!FRAME,0,A_DataLine,heldBit,heldData
       :: st == 1 && g == TOSS && r && !p -> st = 0
       :: else -> skip
       fi }
  od
}

active proctype Receiver() {
  byte expected = 0;
  byte got = 2;
end: do
  :: atomic { nempty(q_Receiver) -> q_Receiver?g,r,s,p,d;
       if
       :: g == FRAME && p == expected ->
            assert(d == (got + 1) % 3); expected = 1 - expected; got = d; q_AckLine!ACK,0,A_Receiver,p,0
       :: g == FRAME && p != expected -> q_AckLine!ACK,0,A_Receiver,p,0
       :: else -> skip
       fi }
  od
}

active proctype AckLine() {
  byte st = 0; /* 0 Idle, 1 Tossing */
  byte held = 0;
end: do
  :: atomic { nempty(q_AckLine) -> q_AckLine?g,r,s,p,d;
       if
       :: st == 0 && g == ACK && !r -> st = 1; held = p; q_Coin!TOSS,0,A_AckLine,0,0
       :: st == 1 && g == TOSS && r && p -> st = 0; q_Sender!ACK,0,A_AckLine,held,0
       :: st == 1 && g == TOSS && r && !p -> st = 0
       :: else -> skip
       fi }
  od
}
