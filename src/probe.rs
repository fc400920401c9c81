//! Can a window be opened here? The window and `bifronte shot`/`frames` need a display server
//! and a Vulkan driver; without them winit and wgpu would panic with a backtrace. These checks
//! run first, so a command says what is missing in one line instead, and the tests that need
//! a window know whether they can run.

use std::path::{Path, PathBuf};

/// What the machine offers, read from the environment and the file system.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Machine {
    /// `DISPLAY` or `WAYLAND_DISPLAY` is set.
    pub display: bool,
    /// `xvfb-run` is on the `PATH` (tests can start their own X server).
    pub xvfb_run: bool,
    /// The Vulkan loader (`libvulkan.so.1`) is installed.
    pub vulkan_loader: bool,
    /// A Vulkan driver (an ICD manifest) is installed or named by the environment.
    pub vulkan_driver: bool,
}

impl Machine {
    /// Looks at this machine.
    pub fn here() -> Machine {
        let env = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
        Machine {
            display: env("DISPLAY").is_some() || env("WAYLAND_DISPLAY").is_some(),
            xvfb_run: on_path("xvfb-run"),
            vulkan_loader: vulkan_loader(),
            vulkan_driver: env("VK_ICD_FILENAMES").is_some() || env("VK_DRIVER_FILES").is_some() || has_icd(),
        }
    }

    /// Why a Vulkan device can't be had here, if it can't.
    pub fn no_gpu(&self) -> Option<String> {
        if !self.vulkan_loader {
            return Some("no Vulkan loader (libvulkan.so.1; on Debian: apt-get install libvulkan1)".into());
        }
        if !self.vulkan_driver {
            return Some(
                "no Vulkan driver (no ICD in /usr/share/vulkan/icd.d; on Debian: apt-get install mesa-vulkan-drivers)"
                    .into(),
            );
        }
        None
    }

    /// Why a window can't be opened here, if it can't.
    pub fn no_window(&self) -> Option<String> {
        if !self.display {
            return Some(
                "no display (DISPLAY is not set): run under an X server, e.g. xvfb-run -a -s \"-screen 0 1600x900x24\" bifronte ..."
                    .into(),
            );
        }
        self.no_gpu()
    }
}

/// Asks the Vulkan driver for a GPU adapter, as the renderer will (the loader and a driver can
/// be installed and still offer none: a manifest naming a missing library, a broken or headless
/// GPU driver). `None` when there is one; otherwise why not, in one line. Costs the driver's
/// start (tens of milliseconds with lavapipe), so only the commands that draw ask.
pub fn no_adapter() -> Option<String> {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    desc.backends = wgpu::Backends::VULKAN;
    let instance = wgpu::Instance::new(desc);
    let adapters = bevy::tasks::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN));
    if !adapters.is_empty() {
        return None;
    }
    let named = ["VK_ICD_FILENAMES", "VK_DRIVER_FILES"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()).map(|v| format!(" ({k}={v})")))
        .unwrap_or_default();
    Some(format!(
        "the Vulkan driver offers no GPU adapter{named}: check the driver (on Debian: apt-get install mesa-vulkan-drivers)"
    ))
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(program).is_file()))
}

fn vulkan_loader() -> bool {
    let dirs = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/lib64", "/lib"];
    let extra = std::env::var_os("LD_LIBRARY_PATH").map(|p| std::env::split_paths(&p).collect::<Vec<PathBuf>>());
    dirs.iter().map(PathBuf::from).chain(extra.into_iter().flatten()).any(|d| d.join("libvulkan.so.1").exists())
}

fn has_icd() -> bool {
    let mut dirs: Vec<PathBuf> = ["/etc/vulkan/icd.d", "/usr/local/share/vulkan/icd.d", "/usr/share/vulkan/icd.d"]
        .iter()
        .map(PathBuf::from)
        .collect();
    if let Some(data) = std::env::var_os("XDG_DATA_DIRS") {
        dirs.extend(std::env::split_paths(&data).map(|d| d.join("vulkan/icd.d")));
    }
    dirs.iter().any(|d| holds_json(d))
}

fn holds_json(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|r| r.flatten().any(|e| e.path().extension().is_some_and(|x| x == "json")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_missing_piece_is_named_in_one_line() {
        let all = Machine { display: true, xvfb_run: true, vulkan_loader: true, vulkan_driver: true };
        assert_eq!(all.no_window(), None);
        let no_display = Machine { display: false, ..all.clone() };
        assert!(no_display.no_window().unwrap().starts_with("no display"));
        assert_eq!(no_display.no_gpu(), None, "a GPU needs no display");
        let no_driver = Machine { vulkan_driver: false, ..all.clone() };
        assert!(no_driver.no_window().unwrap().contains("mesa-vulkan-drivers"));
        let no_loader = Machine { vulkan_loader: false, ..all };
        assert!(no_loader.no_gpu().unwrap().contains("libvulkan"));
        for m in [no_display, no_driver, no_loader] {
            assert!(!m.no_window().unwrap().contains('\n'));
        }
    }
}
