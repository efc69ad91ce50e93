"""Drives `a11yfix mcp` with the official MCP Python client (PyPI `mcp`), as an assistant would.

usage: check_mcp_server.py A11YFIX_BINARY PROJECT_FOLDER
The folder holds Sources/TrashBar.swift (an icon-only button) and nothing else of note.
Exits 0 when every check holds; otherwise prints what failed and exits 1.
"""

import asyncio
import os
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client

BINARY, FOLDER = sys.argv[1], os.path.realpath(sys.argv[2])
FILE = "Sources/TrashBar.swift"
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


def text(result):
    return "\n".join(part.text for part in result.content if isinstance(part, types.TextContent))


def cli(*arguments, stdin=None):
    """The same command line an assistant would otherwise run."""
    return subprocess.run(
        [BINARY, *arguments], cwd=FOLDER, input=stdin, capture_output=True, check=False
    ).stdout


async def main_session():
    server = StdioServerParameters(command=BINARY, args=["mcp"], cwd=FOLDER, env=dict(os.environ))
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "a11yfix", f"server name: {init.server_info.name}")
            check(init.capabilities.tools is not None, "no tools capability")

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            expected = {"audit", "fix_source", "fix_files", "explain", "list_transforms", "targets"}
            check(set(tools) == expected, f"tools: {sorted(tools)}")
            for tool in tools.values():
                check(tool.input_schema.get("type") == "object", f"{tool.name}: input schema is not an object")
            check(tools["fix_files"].annotations.destructive_hint is True, "fix_files is not marked destructive")
            check(tools["audit"].annotations.read_only_hint is True, "audit is not marked read-only")

            source = open(os.path.join(FOLDER, FILE), encoding="utf-8").read()
            fixed = await session.call_tool("fix_source", {"source": source, "filename": FILE})
            check(not fixed.is_error, f"fix_source failed: {text(fixed)}")
            expected_source = cli("fix", "-", "--summary", "none", "--assume-filename", FILE, stdin=source.encode())
            check(
                fixed.structured_content["source"].encode() == expected_source,
                "fix_source differs from `a11yfix fix - --summary none --assume-filename`",
            )
            check(fixed.structured_content["changed"] is True, "fix_source changed nothing")
            check("[VERIFY]" in fixed.structured_content["source"], "the inferred label has no [VERIFY]")
            check(any(fix["verify"] for fix in fixed.structured_content["fixes"]), "no fix is marked verify")

            preview = await session.call_tool("fix_files", {"paths": ["Sources"]})
            diff = preview.structured_content["diff"]
            check(preview.structured_content["changedFiles"] == [FILE], f"changed: {text(preview)}")
            check(open(os.path.join(FOLDER, FILE), encoding="utf-8").read() == source, "the preview wrote")
            applies = subprocess.run(["git", "apply", "--check", "-"], cwd=FOLDER, input=diff.encode(), check=False)
            check(applies.returncode == 0, "the diff does not apply with git apply")

            written = await session.call_tool("fix_files", {"paths": ["Sources"], "apply": True})
            check(written.structured_content["applied"] is True, f"apply: {text(written)}")
            on_disk = open(os.path.join(FOLDER, FILE), encoding="utf-8").read()
            check(on_disk == fixed.structured_content["source"], "the written file is not fix_source's text")
            again = await session.call_tool("fix_files", {"paths": ["Sources"]})
            check(again.structured_content["changedFiles"] == [], "a second run would change the file again")

            summary = await session.read_resource("a11yfix://summary/last")
            check("Accessibility" in summary.contents[0].text, "no Accessibility Summary after fix_files")

            audit = await session.call_tool("audit", {"paths": ["."]})
            check(not audit.is_error, f"audit failed: {text(audit)}")
            check("readiness" in audit.structured_content, "audit has no Nutrition Label readiness")
            tiers = [tier["tier"] for tier in audit.structured_content["tiers"]]
            check(tiers == ["blocks-assistive-tech", "degrades-experience", "incomplete-support"], f"tiers: {tiers}")

            explained = await session.call_tool("explain", {"id": "icon-only-label"})
            check("icon-only-label" in text(explained), "explain does not document the transform")
            unknown = await session.call_tool("explain", {"id": "no-such-transform"})
            check(unknown.is_error and "unknown transform" in text(unknown), f"unknown id: {text(unknown)}")
            outside = await session.call_tool("audit", {"paths": ["../"]})
            check(outside.is_error and "outside" in text(outside), f"a path outside was served: {text(outside)}")
            bad = await session.call_tool("fix_files", {"paths": "Sources"})
            check(bad.is_error, "a string where an array belongs was accepted")
            await session.send_ping()

            listed = await session.call_tool("list_transforms", {})
            ids = [entry["id"] for entry in listed.structured_content["transforms"]]
            check("icon-only-label" in ids and "motion-gate" in ids, f"transforms: {ids}")
            targets = await session.call_tool("targets", {"path": FILE})
            check(FILE in text(targets), f"targets: {text(targets)}")

            resources = [str(resource.uri) for resource in (await session.list_resources()).resources]
            check("a11yfix://transforms/icon-only-label" in resources, "no transform resource")
            phrases = await session.read_resource("a11yfix://phrases/sf-symbols")
            check("trash" in phrases.contents[0].text, "the phrase table has no trash")


async def roots_session():
    """A client that declares roots: the server serves those, not its start folder."""
    sources = os.path.join(FOLDER, "Sources")

    async def list_roots(context):
        return types.ListRootsResult(roots=[types.Root(uri=f"file://{sources}", name="Sources")])

    server = StdioServerParameters(command=BINARY, args=["mcp"], cwd=FOLDER, env=dict(os.environ))
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write, list_roots_callback=list_roots) as session:
            await session.initialize()
            inside = await session.call_tool("audit", {"paths": ["TrashBar.swift"]})
            check(not inside.is_error, f"a file in the declared root was refused: {text(inside)}")
            outside = await session.call_tool("audit", {"paths": [os.path.join(FOLDER, "Other.swift")]})
            check(outside.is_error and "outside" in text(outside), f"served outside the roots: {text(outside)}")


asyncio.run(main_session())
asyncio.run(roots_session())
for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)
