"""Playing a friend on another device, by links (correspondence), with no server.

A game by links is played in *hops*: the device that holds the game plays
its seats' moves, then sends a link to the next device, which checks it,
plays, and sends a link on.  A *party* is the seats one device plays (two
parties in a two-player game; up to four in Shaturanga, whose link goes round
the table).  The link carries the whole game (every hop's moves, chance
outcomes included) and no computer seat: whoever receives it decides on his
own device who plays his seats.

**Fair dice, with no server (commit-reveal).**  Each hop commits to a fresh
secret of its sender (``commit``: a hash of it) and reveals the secret its
sender committed in his previous hop (``reveal``; in a party's first hop, a
fresh secret, committed nowhere).  A throw that falls due on the device of
hop *j* is drawn from two secrets: the one the previous hop revealed, and the
one hop *j*'s own party committed in its previous hop (revealed in hop *j*'s
link, so that everyone checks the throw).  Each of the two was fixed while the
other was unknown, so nobody can steer a throw; and the player who made the
move before it did not know the receiver's secret, so he could not know the
throw when he moved.  Hence two limits, which the checks enforce:

* a device draws only if its party has committed a secret before (its first
  hop of a dice game passes the link on: a game with dice starts with a round
  of links, each party's first);
* a device draws only before its own first move of the hop: a throw due after
  its own move goes with the link to the next device.

**Secret choices** (Shuuro's armies: ``State.secret``).  The moves a party
makes in secret while another party still has to choose are not in its link:
the hop's commitment covers them as well (``commit`` hashes the secret with
those moves), the other devices play a stand-in in their place
(``State.stand_in``), and the party's next hop reveals them with its secret.

**What is checked** when a link is opened (``receive``): its form; that it
continues the game kept on this device hop for hop (an old link, one that
forks the game or one for another seat changes nothing); each hop's moves
are its party's own and legal; each reveal matches its commitment; each
throw is the one its two secrets give.  A third party who changes a move, a
throw, a secret or the order of a link in a messenger is found out there.

The device keeps the game (``Friend.kept``: the hops with all their secrets,
its own secret for the next hop, the moves of the hop it is playing); a link
(``Friend.link``) leaves out the sender's unrevealed secret and moves, and
the secrets of hops older than ``KEPT_SECRETS`` per party (the devices that
met them have checked them).
"""

from .dice import commitment, new_secret, thrown
from .game import KEPT_SECRETS, BadLink, Friend, Hop, actor
from .requests import parties_from, receive, resume, send, start

__all__ = ["KEPT_SECRETS", "BadLink", "Friend", "Hop", "actor", "commitment", "new_secret",
           "parties_from", "receive", "resume", "send", "start", "thrown"]
