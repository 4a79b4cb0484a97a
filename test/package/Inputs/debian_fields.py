"""Reading Debian relationship fields (Depends, Pre-Depends), shared by the
package tests' scripts."""
import re


def names(field):
    """Per clause, its alternatives' package names (no versions, no arch)."""
    clauses = []
    for clause in field.split(","):
        alts = []
        for alt in clause.split("|"):
            m = re.match(r"\s*([a-z0-9][a-z0-9+.-]*)", alt)
            if m:
                alts.append(m.group(1))
        if alts:
            clauses.append(alts)
    return clauses
