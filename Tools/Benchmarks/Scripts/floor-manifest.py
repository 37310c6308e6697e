#!/usr/bin/env python3
"""Prints the floor package of a feature: its logic and commands and their closure alone.

The floor is what `MOSAIC_FEATURES=<Name> MOSAIC_FRONTS=cli swift test` is measured
against (Tools/check-gate --build, feature-gate-figures.sh): the targets `<Name>CLI` and
`<Name>Tests` reach, nothing of the app that runs the commands. It is read from the real
manifest, gated (`swift package dump-package`), so a target or dependency added there is
in the floor too; a target setting it cannot write fails here rather than being dropped.

usage: Tools/Benchmarks/Scripts/floor-manifest.py FEATURE [--package-path DIR] > Package.swift
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile


def dump(root, feature):
    scratch = tempfile.mkdtemp(prefix="floor-manifest-")
    try:
        result = subprocess.run(
            ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"],
            env={**os.environ, "MOSAIC_FEATURES": feature, "MOSAIC_FRONTS": "cli"},
            capture_output=True, text=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if result.returncode != 0:
        sys.exit(f"floor-manifest: the manifest does not load gated to {feature}:\n{result.stderr}")
    return json.loads(result.stdout)


def closure(targets, roots):
    seen = set()
    pending = list(roots)
    while pending:
        name = pending.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        for dependency in targets[name]["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    pending.append(dependency[kind][0])
    return seen


def swift_string(text):
    return json.dumps(text)


def dependency_text(dependency):
    for kind in ("byName", "target"):
        if kind in dependency:
            return swift_string(dependency[kind][0])
    name, package = dependency["product"][0], dependency["product"][1]
    return f".product(name: {swift_string(name)}, package: {swift_string(package)})"


def settings_text(target):
    swift, linker = [], []
    for setting in target.get("settings", []):
        kind = setting["kind"]
        if setting.get("condition"):
            sys.exit(f"floor-manifest: {target['name']} has a conditional setting the floor cannot write: {setting}")
        if "define" in kind:
            swift.append(f".define({swift_string(kind['define']['_0'])})")
        elif "linkedLibrary" in kind:
            linker.append(f".linkedLibrary({swift_string(kind['linkedLibrary']['_0'])})")
        else:
            sys.exit(f"floor-manifest: {target['name']} has a setting the floor cannot write: {setting}")
    parts = []
    if swift:
        parts.append(f"swiftSettings: [{', '.join(swift)}]")
    if linker:
        parts.append(f"linkerSettings: [{', '.join(linker)}]")
    return parts


def target_text(target):
    name, path = swift_string(target["name"]), swift_string(target["path"])
    if target["type"] == "system":
        providers = [f".apt([{', '.join(swift_string(p) for p in provider['apt'][0])}])"
                     for provider in target.get("providers") or [] if "apt" in provider]
        return f".systemLibrary(name: {name}, path: {path}, providers: [{', '.join(providers)}])"
    kind = {"regular": ".target", "test": ".testTarget", "executable": ".executableTarget"}[target["type"]]
    parts = [f"name: {name}",
             f"dependencies: [{', '.join(dependency_text(d) for d in target['dependencies'])}]",
             f"path: {path}"]
    if target.get("exclude"):
        parts.append(f"exclude: [{', '.join(swift_string(e) for e in target['exclude'])}]")
    parts += settings_text(target)
    return f"{kind}({', '.join(parts)})"


def package_text(dependency):
    control = dependency["sourceControl"][0]
    url = control["location"]["remote"][0]["urlString"]
    lower = control["requirement"]["range"][0]["lowerBound"]
    return f".package(url: {swift_string(url)}, from: {swift_string(lower)})"


def main():
    args = sys.argv[1:]
    root = "."
    if len(args) == 3 and args[1] == "--package-path":
        root = args[2]
    elif len(args) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    feature = args[0]
    manifest = dump(root, feature)
    targets = {target["name"]: target for target in manifest["targets"]}
    if feature + "CLI" not in targets:
        sys.exit(f"floor-manifest: no feature {feature}")
    kept = closure(targets, [feature + "CLI", feature + "Tests"])
    packages = {dependency[0]["product"][1].lower() for name in kept for dependency in
                [[d] for d in targets[name]["dependencies"]] if "product" in dependency[0]}
    used = [d for d in manifest["dependencies"]
            if d["sourceControl"][0]["location"]["remote"][0]["urlString"].rstrip("/").split("/")[-1].lower()
            in packages]
    lines = [
        "// swift-tools-version:6.1",
        f"// The floor of {feature}: its logic and commands and their closure alone, as",
        "// Tools/Benchmarks/Scripts/floor-manifest.py reads them from the gated manifest.",
        "import PackageDescription",
        "let package = Package(",
        f"    name: \"Floor{feature}\",",
        "    platforms: [.macOS(.v15)],",
        "    dependencies: [",
        *[f"        {package_text(d)}," for d in used],
        "    ],",
        "    targets: [",
        *[f"        {target_text(targets[name])}," for name in sorted(kept)],
        "    ]",
        ")",
    ]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
