#!/bin/sh
# PortMapping against Debian's miniupnpd (package miniupnpd-nftables), in two network namespaces
# this test makes and removes: a router's and a host's, joined by a veth pair ("lan" at the router,
# 192.168.77.1; "eth0" at the host, 192.168.77.20, its default route the router), the router's
# internet side another veth pair of its own ("wan"), nothing linking either to any other network.
# The router's nftables chains are the test's own (miniupnpd adds its rules to them, as Debian's
# /etc/miniupnpd/nft_init.sh prepares them). Runs server_tests' hidden cases in the host's
# namespace, one router at a time: one that forwards (and refuses one port), one whose internet
# side has a reserved address (TEST-NET-3: miniupnpd then says forwarding is impossible), and none.
#
# miniupnpd forwards only when its internet side has an address it deems public: none of the
# documentation's ranges is (its addr_is_reserved lists them all), so the forwarding router gets
# 11.250.42.12, an address of miniupnpd's own tests; no packet can leave the namespaces.
#
# Usage: upnp_namespace.sh SERVER_TESTS. Exits 77 (skipped) where it is not root, lacks ip, nft or
# miniupnpd, or may not make a network namespace; each run is bounded by `timeout`.
set -u
tests=$1
skip() { echo "skipped: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "a network namespace needs root"
for tool in ip:iproute2 nft:nftables miniupnpd:miniupnpd-nftables timeout:coreutils; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || PATH=$PATH:/usr/sbin:/sbin command -v "${tool%%:*}" >/dev/null 2>&1 \
    || skip "${tool%%:*} is missing (Debian package ${tool#*:})"
done
PATH=$PATH:/usr/sbin:/sbin

router_ns=bizon-upnp-router-$$
host_ns=bizon-upnp-host-$$
dir=$(mktemp -d) || exit 1
router=
stop_router() {
  if [ -n "$router" ]; then
    kill "$router" 2>/dev/null
    wait "$router" 2>/dev/null
  fi
  router=
}
cleanup() {
  stop_router
  ip netns del "$router_ns" 2>/dev/null
  ip netns del "$host_ns" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
fail() { echo "FAIL: $*"; [ -f "$dir/router.log" ] && cat "$dir/router.log"; exit 1; }

ip netns add "$router_ns" 2>"$dir/netns.err" || skip "no network namespace here: $(cat "$dir/netns.err")"
ip netns add "$host_ns" || fail "no second network namespace"
ip -n "$router_ns" link set lo up
ip -n "$host_ns" link set lo up
# What the kernel may lack here (veth, nf_tables) is a skip, not a failure: nothing of Bizon ran yet.
ip -n "$router_ns" link add lan type veth peer name eth0 netns "$host_ns" 2>"$dir/veth.err" \
  || skip "no veth pair here: $(cat "$dir/veth.err")"
ip -n "$router_ns" link add wan type veth peer name beyond || fail "no second veth pair"
ip -n "$router_ns" addr add 192.168.77.1/24 dev lan
ip -n "$host_ns" addr add 192.168.77.20/24 dev eth0
for link in lan wan beyond; do ip -n "$router_ns" link set "$link" up; done
ip -n "$host_ns" link set eth0 up
# The host's way out, and its search for routers (SSDP multicast), go by the router.
ip -n "$host_ns" route add default via 192.168.77.1
cat >"$dir/rules.nft" <<EOF
table inet miniupnpd {
  chain forward { type filter hook forward priority 0; policy drop; jump miniupnpd; }
  chain miniupnpd { }
  chain prerouting { type nat hook prerouting priority -100; policy accept; jump prerouting_miniupnpd; }
  chain postrouting { type nat hook postrouting priority 100; policy accept; jump postrouting_miniupnpd; }
  chain prerouting_miniupnpd { }
  chain postrouting_miniupnpd { }
}
EOF
ip netns exec "$router_ns" nft -f "$dir/rules.nft" 2>"$dir/nft.err" \
  || skip "nftables cannot make the router's tables here: $(cat "$dir/nft.err")"

# Starts miniupnpd with its internet side at $1 and waits (10 s at most) until it listens.
start_router() {
  ip -n "$router_ns" addr flush dev wan
  ip -n "$router_ns" addr add "$1/24" dev wan
  rm -f "$dir/leases" "$dir/miniupnpd.pid"
  cat >"$dir/miniupnpd.conf" <<EOF
ext_ifname=wan
listening_ip=lan
http_port=0
enable_upnp=yes
enable_natpmp=no
secure_mode=yes
system_uptime=no
min_lifetime=1
lease_file=$dir/leases
upnp_table_name=miniupnpd
upnp_nat_table_name=miniupnpd
upnp_forward_chain=miniupnpd
upnp_nat_chain=prerouting_miniupnpd
upnp_nat_postrouting_chain=postrouting_miniupnpd
uuid=6e0c3b58-2a1f-4c8e-9d3b-b1207a3e5f10
deny 7341 192.168.77.0/24 0-65535
allow 1024-65535 192.168.77.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
EOF
  # Started straight from here (not through a function, which would run in a subshell), so that
  # $! is miniupnpd itself: `ip netns exec` becomes the command it runs.
  ip netns exec "$router_ns" miniupnpd -f "$dir/miniupnpd.conf" -d -P "$dir/miniupnpd.pid" >"$dir/router.log" 2>&1 &
  router=$!
  tries=0
  until grep -qs "HTTP listening" "$dir/router.log"; do
    tries=$((tries + 1))
    [ $tries -le 100 ] && kill -0 "$router" 2>/dev/null || fail "miniupnpd did not start"
    sleep 0.1
  done
}

# Runs the hidden cases of one tag in the host's namespace, 60 s at most.
run_cases() {
  echo "== $1 ($2)"
  ip netns exec "$host_ns" timeout 60 env BIZON_UPNP_LEASES="$dir/leases" BIZON_UPNP_EXTERNAL="${3:-}" \
    BIZON_UPNP_HOST=192.168.77.20 "$tests" "$1" \
    || fail "$1"
}

start_router 11.250.42.12
run_cases "[.upnp-forwards]" "a router at 11.250.42.12" 11.250.42.12
run_cases "[.upnp-refuses]" "the same router, port 7341 denied"
stop_router
start_router 203.0.113.2
run_cases "[.upnp-double-nat]" "a router at 203.0.113.2, reserved"
stop_router
run_cases "[.upnp-no-router]" "no router"
echo "PASSED"
