"""DepCache: the names its entries depend on, for Workspace.invalidate."""

from pylogo.runtime.depcache import DepCache


def test_a_name_no_entry_depends_on_leaves_the_cache_alone() -> None:
    cache = DepCache(1)
    cache["a"] = ("code a", {"f", "g"})
    cache["b"] = ("code b", {"h"})
    assert cache.stale_for("f") and cache.stale_for("h")
    assert not cache.stale_for("p1")


def test_without_drops_the_entries_of_a_name_and_refused_ones() -> None:
    cache = DepCache(1)
    cache["a"] = ("code a", {"f"})
    cache["b"] = ("code b", {"h"})
    cache["c"] = None
    assert cache.stale_for("zzz")  # (a refused entry: tried again after any change)
    kept = cache.without("f")
    assert dict(kept) == {"b": ("code b", {"h"})}
    assert kept.names == {"h"} and not kept.refused


def test_templates_keep_their_dependencies_as_an_attribute() -> None:
    class Template:
        deps = {"sq"}

    cache = DepCache(None)
    cache[1] = ("the list", Template())
    assert cache.stale_for("sq") and not cache.stale_for("cube")
    cache.clear()
    assert not cache.stale_for("sq") and not cache
