//! Shared helpers for the conformance tests: where the real data lives, and the check
//! functions that tests, proptest properties and fuzz targets all run.
#![warn(missing_docs)]

pub mod checks;
pub mod data;
pub mod verdicts;

/// The ```` ```rust ```` blocks of the repository's `README.md`, run as doctests
/// (`cargo test -p arimaa-tests --doc`), so that the README's Rust examples compile and
/// pass. The other blocks (Python, shell, config) are run or checked by
/// `arimaa-py/tests/test_readme.py`, which also fails on a block that is neither run nor
/// marked `<!-- readme-test: skip (reason) -->`, and on a guide page missing below. This
/// crate is never published, so including a file from outside it is fine here (the
/// published crates must not).
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// The ```` ```rust ```` blocks of the guide's pages (`docs/guide/*.md`), one item per
/// page, as for the README. A new page gets a line here (`test_readme.py` checks it).
#[cfg(doctest)]
pub mod guide {
    #[doc = include_str!("../../docs/guide/README.md")]
    pub struct GuideIndexDoctests;
    #[doc = include_str!("../../docs/guide/aei.md")]
    pub struct GuideAeiDoctests;
    #[doc = include_str!("../../docs/guide/c-and-cpp.md")]
    pub struct GuideCAndCppDoctests;
    #[doc = include_str!("../../docs/guide/cli.md")]
    pub struct GuideCliDoctests;
    #[doc = include_str!("../../docs/guide/conventions.md")]
    pub struct GuideConventionsDoctests;
    #[doc = include_str!("../../docs/guide/install.md")]
    pub struct GuideInstallDoctests;
    #[doc = include_str!("../../docs/guide/javascript.md")]
    pub struct GuideJavascriptDoctests;
    #[doc = include_str!("../../docs/guide/machine-learning.md")]
    pub struct GuideMachineLearningDoctests;
    #[doc = include_str!("../../docs/guide/performance.md")]
    pub struct GuidePerformanceDoctests;
    #[doc = include_str!("../../docs/guide/python.md")]
    pub struct GuidePythonDoctests;
    #[doc = include_str!("../../docs/guide/rules-decisions.md")]
    pub struct GuideRulesDecisionsDoctests;
    #[doc = include_str!("../../docs/guide/rust.md")]
    pub struct GuideRustDoctests;
    #[doc = include_str!("../../docs/guide/svg.md")]
    pub struct GuideSvgDoctests;
    #[doc = include_str!("../../docs/guide/tables.md")]
    pub struct GuideTablesDoctests;
    #[doc = include_str!("../../docs/guide/testing.md")]
    pub struct GuideTestingDoctests;
    #[doc = include_str!("../../docs/guide/web.md")]
    pub struct GuideWebDoctests;
}
